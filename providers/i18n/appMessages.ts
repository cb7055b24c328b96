import { menuGroups } from '../../domain/menuGroups';

/** The product's own interface texts (namespace `app`), Spanish only. */
export const appMessages = {
  app: {
    menu: {
      home: 'Inicio',
      go_to: 'Ir a…',
      admin: 'Administración',
      currencies: 'Monedas y cotizaciones',
      'auth-admin': 'Usuarios y permisos',
      // The side menu's groups, named once in domain/menuGroups.ts
      ...menuGroups,
      expand: 'Mostrar %{group}',
      collapse: 'Ocultar %{group}',
    },
    home: {
      title: 'Inicio',
      welcome: 'Hola, %{name}',
      intro: 'Desde acá entrás a las secciones de tu puesto.',
      intro_empty: 'Te damos la bienvenida a BrokerDesk.',
      shortcuts: 'Accesos directos',
      upcoming_title: 'Lo que vas a poder hacer',
      upcoming:
        'Tu acceso ya incluye %{areas}. Esas secciones se están sumando a BrokerDesk y van a aparecer en el menú apenas estén listas, sin que tengas que pedir nada.',
      // What the user can do today: their own sections, or only their notifications and profile.
      meanwhile_sections: 'Mientras tanto seguís trabajando con las secciones de tu menú.',
      meanwhile_profile: 'Mientras tanto podés ver tus notificaciones y tu perfil.',
      ask: 'Si necesitás otro acceso, pedíselo a un administrador de tu organización.',
      no_access_title: 'Todavía no tenés secciones asignadas',
      no_access:
        'Un administrador de tu organización tiene que darte el rol y el cargo de tu puesto. Si ya te registraste hace un rato, avisale que estás esperando la aprobación.',
    },
    login: {
      title: 'Ingresar',
      subtitle: 'Gestión de la cartera de seguros',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Ingresar',
      required: 'Completá este campo',
      failed: 'No pudiste ingresar. Revisá el correo electrónico y la contraseña.',
    },
    logout: {
      progress: 'Cerrando la sesión…',
      idle: 'Por seguridad, tu sesión se cerró sola tras %{minutes} minutos sin actividad. Ingresá de nuevo para seguir.',
    },
    password: {
      forgot: '¿Olvidaste tu contraseña?',
      forgot_title: 'Recuperar la contraseña',
      forgot_intro: 'Te mandamos por correo un enlace para elegir una contraseña nueva.',
      send_link: 'Enviar enlace',
      back_to_login: 'Volver al ingreso',
      reset_title: 'Elegir una contraseña nueva',
      new: 'Contraseña nueva',
      confirm: 'Repetí la contraseña',
      save: 'Guardar contraseña',
    },
    register: {
      link: 'Crear una cuenta',
      title: 'Crear una cuenta',
      intro: 'Un administrador va a aprobar tu cuenta y asignarte los permisos de tu puesto.',
      pending_title: 'Tu cuenta espera aprobación',
      pending:
        'Listo, %{name}: creaste tu cuenta. Antes de que puedas trabajar, un administrador de tu organización tiene que aprobarla y darte el rol y el cargo de tu puesto. Ya le avisamos; cuando lo haga, vas a ver tus secciones en el menú.',
      pending_next: 'Mientras tanto podés completar tu perfil o volver más tarde.',
      go_home: 'Ir al inicio',
      name: 'Nombre y apellido',
      submit: 'Crear cuenta',
      have_account: 'Ya tengo una cuenta',
    },
    profile: {
      title: 'Mi perfil',
      user_menu: '%{name}: perfil y salida',
      permissions: 'Permisos',
      roles: 'Roles',
      assignments: 'Cargos',
      change_password: 'Cambiar la contraseña',
      current_password: 'Contraseña actual',
    },
    search: {
      open: 'Buscar en todo',
      shortcut: 'Buscar en todo (Ctrl+K)',
      button: 'Buscar en todo Ctrl+K',
      placeholder: 'Nombre, razón social, CUIT, correo…',
      results: 'Resultados de la búsqueda',
      none: 'Nada coincide con «%{q}» entre lo que podés ver.',
      more: 'Ver los %{total} resultados en %{label}',
      failed: 'No se pudo buscar: %{reason}',
      hint: 'Flechas para elegir, Enter para abrir, Esc para cerrar.',
    },
    notifications: {
      title: 'Notificaciones',
      open: 'Ver',
      unread: '%{smart_count} notificación sin leer |||| %{smart_count} notificaciones sin leer',
      unread_tab: 'Sin leer (%{count})',
      all_tab: 'Todas',
      mark_read: 'Marcar como leída',
      mark_all_read: 'Marcar todas como leídas',
      send: 'Enviar notificación',
      send_title: 'Enviar una notificación',
      send_hint:
        'Llega al instante a quienes tengan la sesión abierta y queda en su lista de notificaciones. Elegí usuarios, roles (todos sus usuarios) o cargos.',
      none_unread: 'No tenés notificaciones sin leer.',
      none: 'Todavía no recibiste notificaciones.',
      more: 'Ver más',
      sent_to: 'Enviada a %{smart_count} usuario. |||| Enviada a %{smart_count} usuarios.',
    },
    users: {
      data: 'Datos',
      access: 'Accesos efectivos',
      access_hint:
        'Lo que este usuario puede hacer hoy: los permisos de sus roles y de los roles de sus cargos, más los adicionales.',
      screens: 'Pantallas que puede abrir (%{count})',
      home_only: 'solo el inicio',
      change_password: 'Cambiar contraseña',
      password_title: 'Cambiar la contraseña de %{name}',
      password_hint:
        'No puede ser una de sus últimas contraseñas. Al guardarla se cierran todas las sesiones abiertas de este usuario.',
      back: 'Volver al usuario',
    },
    list: {
      search: 'Buscar',
      from: '%{field} desde',
      to: '%{field} hasta',
      load_failed: 'No se pudo leer la lista.',
      actions: 'Acciones',
    },
    // Show-page children, side panel, lazy-part failures, grid editor
    detail: {
      info: 'Datos',
    },
    children: {
      create: 'Agregar %{label}',
      empty: 'Todavía no hay %{label}.',
    },
    singleton: {
      none: 'Tu organización todavía no tiene %{label}: pedíselo a quien la administra.',
    },
    side_panel: {
      show: 'Vista rápida',
      edit: 'Editar sin salir de la lista',
      close: 'Cerrar el panel',
      resize: 'Ancho del panel: arrastrá el borde o usá las flechas',
      full_page: 'Abrir en página completa',
      column: 'Panel',
    },
    lazy: {
      failed: 'No se pudo cargar esta parte de la aplicación. Revisá tu conexión y probá de nuevo.',
      retry: 'Reintentar',
    },
    fields: {
      id: 'ID',
      created_at: 'Creado',
      updated_at: 'Última modificación',
    },
    not_found: {
      title: 'Página no encontrada',
      message: 'La dirección que buscaste no existe o cambió.',
      back: 'Volver al inicio',
    },
  },
};

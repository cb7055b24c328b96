/** The product's own interface texts (namespace `app`), Spanish only. */
export const appMessages = {
  app: {
    menu: {
      home: 'Inicio',
      go_to: 'Ir a…',
      admin: 'Administración',
      locations: 'Ubicaciones',
      currencies: 'Monedas',
      'auth-admin': 'Usuarios y permisos',
    },
    home: {
      title: 'Inicio',
      welcome: 'Hola, %{name}',
      intro: 'Desde aquí accede a los catálogos y a la gestión diaria de la cartera.',
      shortcuts: 'Accesos directos',
    },
    login: {
      title: 'Ingresar',
      subtitle: 'Back office del broker de seguros',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Ingresar',
      required: 'Complete este campo',
      failed: 'No se pudo ingresar. Verifique su correo electrónico y contraseña.',
    },
    logout: {
      progress: 'Cerrando la sesión…',
      idle: 'Por seguridad, su sesión se cerró automáticamente tras %{minutes} minutos sin actividad. Ingrese nuevamente para continuar.',
    },
    password: {
      forgot: '¿Olvidó su contraseña?',
      forgot_title: 'Restablecer la contraseña',
      forgot_intro: 'Le enviaremos por correo un enlace para elegir una contraseña nueva.',
      send_link: 'Enviar enlace',
      back_to_login: 'Volver a ingresar',
      reset_title: 'Elegir una contraseña nueva',
      new: 'Contraseña nueva',
      confirm: 'Repita la contraseña',
      save: 'Guardar contraseña',
    },
    register: {
      link: 'Crear una cuenta',
      title: 'Crear una cuenta',
      intro: 'Un administrador le asignará los permisos de su puesto.',
      name: 'Nombre y apellido',
      submit: 'Crear cuenta',
      have_account: 'Ya tengo una cuenta',
    },
    profile: {
      title: 'Mi perfil',
      permissions: 'Permisos',
      roles: 'Roles',
      assignments: 'Cargos',
      change_password: 'Cambiar la contraseña',
      current_password: 'Contraseña actual',
    },
    users: {
      data: 'Datos',
      access: 'Accesos efectivos',
      access_hint:
        'Lo que la sesión de este usuario lleva ahora: los permisos de sus roles y de los roles de sus cargos, más los adicionales.',
      screens: 'Pantallas que puede abrir (%{count})',
      home_only: 'solo el inicio',
      change_password: 'Cambiar contraseña',
      password_title: 'Cambiar la contraseña de %{name}',
      password_hint:
        'No puede ser una de sus últimas contraseñas. Al guardarla se cierran todas las sesiones abiertas del usuario.',
      back: 'Volver al usuario',
    },
    list: {
      search: 'Buscar',
      from: '%{field} desde',
      to: '%{field} hasta',
    },
    fields: {
      id: 'ID',
      created_at: 'Creado',
      updated_at: 'Última modificación',
    },
    not_found: {
      title: 'Página no encontrada',
      message: 'La dirección que buscó no existe o fue movida.',
      back: 'Volver al inicio',
    },
  },
};

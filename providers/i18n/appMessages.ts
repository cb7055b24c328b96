/** The product's own interface texts (namespace `app`), Spanish only. */
export const appMessages = {
  app: {
    menu: {
      home: 'Inicio',
      admin: 'Administración',
      locations: 'Ubicaciones',
      currencies: 'Monedas',
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

import type { AreaCatalog } from '../../catalog';
import type shell from '../en/shell';

/** The shell area in Spanish. */
export default {
  'shell.sync.label': 'Estado de sincronización',
  'shell.sync.justNow': 'justo ahora',
  'shell.sync.changesWaiting': '{count, plural, one {# cambio pendiente} other {# cambios pendientes}}',
  'shell.sync.waitingSaved': '{waiting}: guardado en este dispositivo.',
  'shell.sync.allSaved': 'Todo está guardado en este dispositivo.',
  'shell.sync.notSyncedYet': 'Aún sin sincronizar',
  'shell.sync.lastSynced': 'Última sincronización {when}',
  'shell.sync.updateRequired': 'Actualización necesaria',
  'shell.sync.tooOld': 'Esta versión de la app es demasiado antigua para sincronizar. Recarga para actualizar. {saved}',
  'shell.sync.signIn': 'Inicia sesión para sincronizar',
  'shell.sync.offline': 'Sin conexión',
  'shell.sync.sentWhenOnline': '{saved} Se enviarán cuando vuelvas a estar en línea.',
  'shell.sync.savedAndLast': '{saved} {last}.',
  'shell.sync.syncing': 'Sincronizando…',
  'shell.sync.problem': 'Problema de sincronización',
  'shell.sync.live': 'En directo',
  'shell.sync.liveDetail': 'Los cambios de tus otros dispositivos aparecen al instante. {last}.',
  'shell.sync.reloadToUpdate': 'Recargar para actualizar',
  'shell.sync.syncNow': 'Sincronizar ahora',
  'shell.sync.notices': 'Avisos ({count})',
  'shell.sync.dismissAll': 'Descartar todos',
  'shell.sync.dismissNotice': 'Descartar: {title}',
  'shell.logout.waitingTitle': '¿Cerrar sesión con cambios aún pendientes?',
  'shell.logout.offlineTitle': '¿Cerrar sesión sin conexión?',
  'shell.logout.waitingDescription':
    '{count, plural, one {# cambio en este dispositivo aún no ha llegado al servidor.} other {# cambios en este dispositivo aún no han llegado al servidor.}}',
  'shell.logout.offlineDescription':
    'Este dispositivo no tiene conexión, así que no puede contactar con el servidor para cerrar tu sesión.',
  'shell.logout.waitingLost':
    '{count, plural, one {Cerrar sesión borra los datos de tu cuenta de este dispositivo y, con ellos, el # cambio que aún espera a enviarse: se perdería.} other {Cerrar sesión borra los datos de tu cuenta de este dispositivo y, con ellos, los # cambios que aún esperan a enviarse: se perderían.}}',
  'shell.logout.waitOffline': 'Mantén la sesión abierta y ciérrala cuando vuelvas a estar en línea y se hayan sincronizado.',
  'shell.logout.waitOnline': 'Mantén la sesión abierta un momento para que se sincronicen primero.',
  'shell.logout.offlineSession':
    'Cerrar sesión ahora borra los datos de tu cuenta de este dispositivo, pero la sesión sigue siendo válida en el servidor hasta que caduque. Si otra persona pudiera usar el inicio de sesión de este dispositivo, cambia tu contraseña cuando vuelvas a estar en línea: eso cierra todas las demás sesiones.',
  'shell.logout.stay': 'Mantener sesión',
  'shell.logout.anyway': 'Cerrar sesión igualmente',
  'shell.menu.help': 'Ayuda y guía',
  'shell.menu.profile': 'Ajustes del perfil',
  'shell.menu.feedback': 'Comentarios',
  'shell.menu.admin': 'Panel de administración',
  'shell.menu.login': 'Iniciar sesión',
  'shell.menu.register': 'Registrarse',
  'shell.menu.logout': 'Cerrar sesión',
  'shell.toast.region': 'Notificaciones ({hotkey})',
  'shell.close': 'Cerrar',
} satisfies AreaCatalog<typeof shell>;

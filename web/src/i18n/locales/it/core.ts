import type { AreaCatalog } from '../../catalog';
import type core from '../en/core';

/** Italian, as Italian painters say it (primer, lavatura, velatura, pennello asciutto); paint names, brands and ranges stay. */
export default {
  'accountRequired.inventory': 'Crea un account per tenere traccia del tuo inventario di colori.',
  'accountRequired.wishlist': 'Crea un account per avere una lista dei desideri.',
  'accountRequired.title': 'Account necessario',

  'admin.accessDeniedTitle': 'Accesso negato',
  'admin.accessDenied': 'Non hai il permesso di accedere alla dashboard di amministrazione.',
  'admin.toggleSuccess': 'Stato di amministratore dell’utente aggiornato',
  'admin.toggleFailed': 'Impossibile aggiornare lo stato di amministratore dell’utente',
  'admin.deleteSuccess': 'Utente eliminato',
  'admin.deleteFailed': 'Impossibile eliminare l’utente',
  'admin.userNotFound': 'Utente non trovato',
  'admin.ownAdminRight': 'Non puoi toglierti da solo i diritti di amministratore. Chiedi a un altro amministratore.',
  'admin.ownAccount':
    'Non puoi eliminare il tuo account dalla dashboard. Chiedi a un altro amministratore, oppure eliminalo dal tuo profilo.',
  'admin.lastAdmin': 'È l’ultimo amministratore. Prima rendi amministratore un altro utente.',
  'admin.neverBackedUp': 'Mai',

  'barcode.invalidCode': 'Non è un codice a barre EAN-13, EAN-8 o UPC-A valido. Controlla le cifre e riprova.',
  'barcode.unknownCode': 'Questo codice a barre non è ancora collegato a nessun colore.',

  'closeness.same': 'Stesso colore',
  'closeness.veryClose': 'Molto vicino',
  'closeness.close': 'Vicino',
  'closeness.far': 'Lontano',
  'closeness.explanation':
    'ΔE (CIEDE2000) indica quanto due colori appaiono diversi: fino a 1 uguali, fino a 3 molto vicini, fino a 6 vicini, oltre un altro colore.',

  'feedbackType.general': 'Feedback generale',
  'feedbackType.feature': 'Richiesta di funzionalità',
  'feedbackType.bug': 'Segnalazione di bug',
  'feedbackStatus.open': 'Aperto',
  'feedbackStatus.inProgress': 'In lavorazione',
  'feedbackStatus.resolved': 'Risolto',
  'feedbackStatus.closed': 'Chiuso',
  'feedback.submittedTitle': 'Feedback inviato',
  'feedback.submittedText': 'Grazie per il tuo feedback! Lo leggeremo e ti risponderemo presto.',
  'feedback.submitFailedTitle': 'Impossibile inviare il feedback',
  'feedback.noHistory': 'Nessun feedback inviato finora',
  'feedback.queuedTitle': 'Salvato su questo dispositivo',
  'feedback.queuedDescription': 'Nessuna connessione: il tuo feedback verrà inviato appena tornerai online.',

  'authForm.invalidEmail': 'Inserisci un indirizzo email valido',
  'authForm.passwordMin': 'La password deve avere almeno 8 caratteri',
  'authForm.captchaRequired': 'Risolvi il captcha',
  'authForm.captchaWrong': 'La risposta al captcha non è corretta. Riprova.',
  'authForm.weakPassword': 'La password è troppo debole. Scegline una più sicura.',
  'authForm.emailExists': 'Esiste già un account con questa email. Prova ad accedere.',
  'projectForm.miniatureNameRequired': 'Il nome della miniatura è obbligatorio',
  'projectForm.missingName': 'Informazioni mancanti: dai un nome alla tua miniatura.',
  'recipeForm.partNameRequired': 'Il nome della parte è obbligatorio',
  'recipeForm.paintRequired': 'Scegli un colore o «personalizzato»',
  'recipeForm.customPaintRequired': 'Nome, marca e tinta del colore personalizzato sono obbligatori',
  'image.invalidType': 'Tipo di file non valido',
  'image.tooLarge': 'File troppo grande',

  'kind.flat': 'Opaco',
  'kind.metallic': 'Metallico',
  'kind.fluorescent': 'Fluo',
  'kind.wash': 'Lavatura',
  'kind.contrast': 'Contrast',
  'kind.glaze': 'Velatura',

  'language.label': 'Lingua',
  'language.description': 'La lingua in cui ti parla l’app.',

  'offline.saved': 'Database dei colori salvato per l’uso offline',

  'paintAdded.toWishlist': 'Aggiunto alla lista dei desideri',
  'paintAdded.toInventory': 'Aggiunto all’inventario',
  'paintAdded.which': '{name} ({brand})',
  'paintAdded.oneMore': 'Un altro {name} (×{count})',
  'paintAdded.nowHave': '{brand}: ora hai {count, plural, one {# boccetta} other {# boccette}}.',
  'paintAdded.bought': 'Segnato come acquistato',
  'paintAdded.boughtDescription': '{name} ({brand}) è passato dalla lista dei desideri al tuo inventario.',
  'paintAdded.alreadyOwned': 'Già nel tuo inventario',
  'paintAdded.alreadyWished': 'Già nella tua lista dei desideri',

  'roster.tooLarge':
    'Questo file è troppo grande per essere una lista d’esercito (al massimo 5 MB o 5.000 righe di testo). Non è stato salvato nulla.',
  'roster.unzippedTooLarge': 'Questo .rosz si decomprime in più di quanto contenga qualsiasi lista (20 MB). Non è stato salvato nulla.',
  'roster.tooDeep': 'Questo file è annidato molto più di qualsiasi lista d’esercito. Non è stato salvato nulla.',
  'roster.tooManyUnits': 'Questa lista ha più di 500 unità. Dividila in più eserciti. Non è stato salvato nulla.',
  'roster.notARoster':
    'Non riusciamo a leggere questa lista d’esercito. Esporta un .ros o .rosz da BattleScribe, un file JSON da New Recruit, oppure incolla la lista come testo. Non è stato salvato nulla.',
  'roster.notAZip': 'Questo file .rosz è danneggiato: non è un file zip. Non è stato salvato nulla.',
  'roster.noRosterInZip': 'Questo file zip non contiene nessuna lista .ros. Non è stato salvato nulla.',
  'roster.doctype':
    'Questo file dichiara entità XML proprie, cosa che una lista d’esercito non fa mai, quindi non è stato letto. Non è stato salvato nulla.',

  'session.ended':
    'La tua password è stata cambiata su un altro dispositivo. Accedi di nuovo{unsent, plural, =0 {} one { — la tua modifica non inviata resta su questo dispositivo} other { — le tue # modifiche non inviate restano su questo dispositivo}}.',

  'showcase.notFoundTitle': 'Questa miniatura non è più condivisa',
  'showcase.notFoundMessage': 'Questo link della vetrina non esiste, oppure il proprietario ha smesso di condividerlo.',
  'showcase.invitation':
    'Tieni i tuoi colori, le tue miniature dipinte e le loro ricette in un unico posto, gratis, e condividile come questa.',

  'stage.unbuilt': 'Da montare',
  'stage.built': 'Montata',
  'stage.primed': 'Con primer',
  'stage.painting': 'In pittura',
  'stage.painted': 'Dipinta',
  'stage.based': 'Basetta fatta',
  'stage.varnished': 'Verniciata',

  'syncProblem.offline':
    'Nessuna connessione. Le tue modifiche sono salvate su questo dispositivo e verranno inviate appena tornerai online.',
  'syncProblem.serverUnavailable':
    'Il server non è raggiungibile in questo momento. Le tue modifiche sono salvate su questo dispositivo; nuovo tentativo a breve.',
  'syncProblem.rateLimited':
    'Il server ha chiesto a questo dispositivo di rallentare. Le tue modifiche sono salvate; verranno reinviate tra un attimo.',
  'syncProblem.signedOut': 'Accedi per sincronizzare. Le tue modifiche sono salvate su questo dispositivo.',
  'syncProblem.otherAccount':
    'È connesso un altro account. Le modifiche di questo account restano su questo dispositivo finché non accede di nuovo.',
  'syncProblem.updateRequired':
    'Questa versione dell’app è troppo vecchia per sincronizzare. Ricarica per aggiornarla; le tue modifiche sono conservate.',
  'syncProblem.serverTooOld':
    'Il server è più vecchio di questa app e non può sincronizzare finché non viene aggiornato. Le tue modifiche restano su questo dispositivo.',
  'syncProblem.clientMismatch': 'Le modifiche di questo dispositivo appartengono a un altro account. Esci e accedi di nuovo.',
  'syncProblem.forbidden':
    'Il server ha rifiutato di sincronizzare questo dispositivo. Esci e accedi di nuovo; le tue modifiche restano su questo dispositivo.',
  'syncProblem.stuck':
    'Questo dispositivo e il server non concordano su quali modifiche siano state inviate. Le tue modifiche restano su questo dispositivo.',
  'syncProblem.badAnswer':
    'Il server ha inviato una risposta che questa app non capisce. Le tue modifiche sono conservate; nuovo tentativo più tardi.',
  'syncProblem.storageFull': 'La memoria del dispositivo è piena. Libera spazio e riprova: nulla di quanto salvato prima è andato perso.',
  'syncProblem.unexpected':
    'Qualcosa è andato storto durante la sincronizzazione. Le tue modifiche restano su questo dispositivo; nuovo tentativo più tardi.',

  'trust.trusted': 'Conta per il catalogo',
  'trust.unverified': 'Non conta: email non verificata',
  'trust.countsFrom': 'Conta dal {date} (iscritto da meno di una settimana)',
  'trust.newMember': 'Non conta ancora: iscritto da meno di una settimana',
  'trust.samePerson': 'Non conta: un altro indirizzo dello stesso pittore',
  'trust.agreementProgress': '{counted} pittori fidati su {needed}',
  'trust.waits': 'In attesa di altri pittori verificati',
  'trust.appliesSoon': 'Si applica entro un’ora',
  'trust.appliesOn': 'Si applica il {date}',
  'trust.paintersWhoAgreed': '{count, plural, =0 {pittori concordi} one {# pittore concorde} other {# pittori concordi}}',
  'trust.changedBy': 'Modificato da {by}',
  'trust.correctedBy': 'Corretto da {by}',
  'trust.measuredBy': 'Misurato da {by}',
  'trust.correctionRemovedBy': 'Correzione rimossa da {by}',
  'trust.agreementDismissedBy': 'Accordo respinto da {by}',
  'trust.sourceAdmin': 'Corretto da un amministratore',
  'trust.sourceReports': 'Concordato da pittori fidati',
  'trust.sourceMeasurements': 'Misurato da pittori fidati',

  'swatch.measuredBy': '{painters, plural, one {Misurato da # pittore} other {Misurato da # pittori}}',
  'swatch.spread': 'dispersione ΔE {spread}',
  'swatch.thinPooled': 'sottile su bianco / accumulato',
  'swatch.approximate': 'campione approssimativo',
  'swatch.approximateTwoStop': 'campione approssimativo: sottile su bianco / accumulato',
  'swatch.measuredExplanation':
    'Alcuni pittori hanno fotografato un campione su cartoncino bianco e le loro misure concordano. La dispersione (CIEDE2000) indica quanto erano distanti: fino a 3 è molto vicino.',
  'feedbackReport.measured': 'Misurato su cartoncino bianco',
  'feedbackReport.measuredPooled': 'accumulato {color}',

  // ── Account helper (issue 38): a failure's words and every server error code's (messages/error-code-text.ts).
  'failure.connection': 'Errore di connessione. Controlla la connessione a internet e riprova.',
  'failure.server': 'Errore del server. Riprova tra qualche istante.',
  'failure.tryAgain': 'Riprova.',
  'failure.showcaseRateLimited': 'Questa rete ha aperto molte vetrine nell’ultimo minuto. Riprova tra un minuto.',
  'failure.addPaintTitle': 'Impossibile aggiungere il colore',
  'failure.addPaintDescription': 'Si è verificato un errore durante l’aggiunta del colore.',
  'errorCode.badRequest': 'Il server ha rifiutato questa richiesta.',
  'errorCode.unknownChange': 'Modifica sconosciuta «{mutation}». Aggiorna l’app.',
  'errorCode.invalidField': 'Il valore di «{field}» non è valido.',
  'errorCode.validation': 'Controlla quello che hai inserito e riprova.',
  'errorCode.updateTheApp': 'Questa versione dell’app ha inviato una richiesta che il server non accetta. Ricarica per aggiornarla.',
  'errorCode.tooLarge': 'È troppo grande per essere salvato.',
  'errorCode.tooDeep': 'È annidato troppo in profondità per essere salvato.',
  'errorCode.uriTooLong': 'L’indirizzo di questa richiesta è troppo lungo.',
  'errorCode.headersTooLarge': 'Questa richiesta è troppo grande per il server. Esci e accedi di nuovo.',
  'errorCode.notFound':
    '{subject, select, photo {La sua foto non è arrivata al server, quindi questa modifica non è stata salvata.} pileSettings {Queste impostazioni della Pile of Shame appartengono a un altro account. Esci e accedi di nuovo.} paint {Questo colore non esiste più.} project {Questa miniatura non esiste più.} recipe {Questo colore della ricetta non esiste più.} army {Questo esercito non esiste più.} unit {Questa unità non esiste più.} scheme {Questo schema non esiste più.} other {Questo elemento non esiste più.}}',
  'errorCode.conflict':
    '{subject, select, photo {Questa foto esiste già.} pileSettings {Queste impostazioni della Pile of Shame esistono già.} paint {Questo colore esiste già.} project {Questa miniatura esiste già.} recipe {Questo colore della ricetta esiste già.} army {Questo esercito esiste già.} unit {Questa unità esiste già.} scheme {Questo schema esiste già.} other {Questo è in conflitto con una modifica fatta altrove. Ricarica e riprova.}}',
  'errorCode.rateLimited': 'Troppi tentativi. Aspetta qualche minuto e riprova.',
  'errorCode.storageFull': 'Hai raggiunto il limite di spazio. Elimina ciò che non ti serve più per aggiungerne altri.',
  'errorCode.quotaExceeded':
    'Hai raggiunto il limite di {limit} {subject, select, paint {colori} project {miniature} recipe {colori di ricetta} pileSettings {impostazioni della Pile of Shame} army {eserciti} unit {unità} other {schemi}}. Elimina ciò che non ti serve più per aggiungerne altri.',
  'errorCode.unauthenticated': 'Accedi di nuovo.',
  'errorCode.unauthorized': 'La tua sessione è terminata. Accedi di nuovo.',
  'errorCode.passwordChanged': 'La tua password è stata cambiata su un altro dispositivo. Accedi di nuovo.',
  'errorCode.forbidden': 'Non hai il permesso di farlo.',
  'errorCode.invalidCredentials': 'E-mail o password non validi. Controlla i tuoi dati e riprova.',
  'errorCode.wrongPassword': 'La password attuale non è corretta',
  'errorCode.sameEmail': 'Questo è già l’indirizzo e-mail del tuo account.',
  'errorCode.alreadyVerified': 'Il tuo indirizzo e-mail è già verificato.',
  'errorCode.invalidToken': 'Questo link non è valido o è scaduto.',
  'errorCode.ownAccount': 'Non puoi farlo al tuo stesso account. Chiedi a un altro admin.',
  'errorCode.backupsUnavailable':
    'Questo server tiene i dati in PostgreSQL, di cui si fa il backup con i suoi strumenti (pg_dump), non da qui.',
  'errorCode.hashMismatch': 'La foto si è danneggiata lungo la strada. Riprova.',
  'errorCode.unreadableImage':
    'Non è stato possibile leggere questa foto fino in fondo, quindi i suoi dati nascosti (come una posizione GPS) non sono stati rimossi. Salvala di nuovo come JPEG, PNG o WebP, oppure fanne uno screenshot, e usa quello.',
  'errorCode.mailUnavailable': 'Non è stato possibile inviare l’e-mail. Riprova tra qualche minuto.',
  'errorCode.shuttingDown': 'Il server si sta riavviando. Riprova tra qualche istante.',
  'errorCode.imageLinkInvalid': 'Incolla un link che inizi con https:// o http://.',
  'errorCode.imageLinkCredentials': 'Non si possono usare link con un nome utente o una password. Incolla il link diretto dell’immagine.',
  'errorCode.imageLinkPrivate': 'Quel link porta a un indirizzo privato o locale. Si possono usare solo immagini di siti pubblici.',
  'errorCode.imageLinkUnreachable': 'Non è stato possibile scaricare l’immagine da quel link.',
  'errorCode.imageLinksBusy': 'Il server sta scaricando molte immagini in questo momento. Riprova tra qualche secondo.',
  'errorCode.recipeFull':
    'La ricetta di questa miniatura è piena: contiene al massimo {max} colori. Rimuovine qualcuno prima di aggiungerne altri.',
  'errorCode.schemeFull': 'Questo schema è pieno: contiene al massimo {limit} passaggi. Rimuovine qualcuno prima di aggiungerne altri.',
  'errorCode.changeSetAside':
    'Questa modifica non è stata salvata sul server ed è stata messa da parte per lasciar sincronizzare le altre tue modifiche.',
  'errorCode.changeTooLarge': 'Questa modifica è troppo grande per essere salvata.',
  'errorCode.changeTooDeep': 'Questa modifica è annidata troppo in profondità per essere salvata.',
  'errorCode.changeInvalidField': 'Questa modifica non è stata salvata: il suo campo «{field}» non è valido.',
  'notice.aChange': 'Una modifica',
  'notice.change':
    '{action, select, create {Aggiunta} edit {Modifica} quantity {Cambio di quantità} move {Spostamento} stage {Fase successiva} split {Divisione} delete {Eliminazione} restore {Ripristino} share {Condivisione} unshare {Fine condivisione} send {Invio} link {Collegamento} other {Modifica}}: {entity, select, barcodeLink {codice a barre} feedback {feedback} paint {colore} project {miniatura} recipe {colore della ricetta} pileSettings {impostazioni della Pile of Shame} army {esercito} unit {unità} scheme {schema} other {elemento}}{labelled, select, yes { «{label}»} other {}}',
  'notice.notSaved': 'Non salvato: {change}',
  'notice.editedDeleted':
    '«{name}» è stato eliminato su un altro dispositivo. La tua modifica è stata conservata e torna se viene ripristinato.',
  'notice.addedToDeleted':
    '«{name}» è stato eliminato su un altro dispositivo. Il colore è stato conservato e torna se viene ripristinato.',
  'notice.unknown':
    'Il server ha salvato questa modifica con una nota che questa versione dell’app non può mostrare. Ricarica per aggiornarla.',

  // Shared components' words (the dialog's Cancel, the sign-up prompt), added with the projects/armies/showcase areas.
  'common.cancel': 'Annulla',
  'common.createFreeAccount': 'Crea un account gratuito',
  'common.pickColour': 'Scegli un colore',
} satisfies AreaCatalog<typeof core>;

import type { AreaCatalog } from '../../catalog';
import type legal from '../en/legal';

/** The legal pages in Italian (informativa sulla privacy, termini di servizio). */
export default {
  'legal.lastUpdated': 'Ultimo aggiornamento: {date}',
  'legal.privacy.title': 'Informativa sulla privacy',
  'legal.privacy.intro':
    'The Paint Forge è uno strumento gratuito per chi dipinge miniature: un database di colori, un inventario personale con lista dei desideri e una galleria di miniature dipinte con le loro ricette. Questa informativa spiega cosa raccoglie, perché, dove è conservato e come farlo cancellare. In breve: raccogliamo ciò che serve per darti un account e conservare i tuoi appunti di pittura, nient’altro, e non ti mostriamo pubblicità né ti tracciamo.',
  'legal.privacy.collectTitle': 'Cosa raccogliamo',
  'legal.privacy.accountTitle': 'Il tuo account',
  'legal.privacy.email.term': 'Indirizzo e-mail',
  'legal.privacy.email.text':
    ', per riconoscerti quando accedi (autenticazione), confermare che l’indirizzo è tuo e inviarti messaggi sul tuo account, come un link di verifica o di reimpostazione della password. Non inviamo newsletter né marketing.',
  'legal.privacy.password.term': 'Password',
  'legal.privacy.password.text': ', conservata solo come hash irreversibile; nessuno, nemmeno noi, può leggerla.',
  'legal.privacy.name.term': 'Nome e cognome',
  'legal.privacy.name.text': ', mostrati nel menu dell’account e nel tuo profilo.',
  'legal.privacy.picture.term': 'Immagine del profilo',
  'legal.privacy.picture.text': ', solo se scegli di aggiungerne una.',
  'legal.privacy.records.term': 'Dati dell’account',
  'legal.privacy.records.text':
    ': quando l’account è stato creato e quando hai effettuato l’ultimo accesso, se la tua e-mail è verificata e se sei amministratore.',
  'legal.privacy.addedTitle': 'Cosa aggiungi',
  'legal.privacy.added.paints': 'I colori del tuo inventario e della lista dei desideri, con quantità, priorità e note.',
  'legal.privacy.added.projects': 'I tuoi progetti (miniature dipinte): nomi, descrizioni, foto e ricette di colore.',
  'legal.privacy.added.feedback': 'Il feedback che ci invii, con il tuo indirizzo e-mail e il tuo nome per poterti rispondere.',
  'legal.privacy.technicalTitle': 'Registri tecnici',
  'legal.privacy.technical':
    'Come ogni server web, il nostro registra le richieste (ora, indirizzo richiesto, indirizzo IP, tipo di browser, errori) per mantenere il servizio sicuro e funzionante. Questi registri sono conservati per poco tempo e non usati per altro.',
  'legal.privacy.notTitle': 'Cosa non facciamo',
  'legal.privacy.noAds':
    'The Paint Forge non integra {noAdvertising}. Non viene mostrata pubblicità e nessuna rete pubblicitaria riceve i tuoi dati.',
  'legal.privacy.noAdvertising': 'alcun servizio pubblicitario',
  'legal.privacy.noTracking':
    'Non usa {noAnalytics} né {noCookies}, e non carica script o font dai server di altre aziende. (Una foto di progetto che aggiungi incollando un indirizzo web viene caricata da quell’indirizzo.)',
  'legal.privacy.noAnalytics': 'strumenti di analisi di terze parti',
  'legal.privacy.noCookies': 'cookie di tracciamento',
  'legal.privacy.noSelling': 'Non vendiamo, affittiamo né scambiamo i tuoi dati personali, e li condividiamo solo come descritto sotto.',
  'legal.privacy.deviceTitle': 'Dati conservati sul tuo dispositivo',
  'legal.privacy.deviceIntro':
    'The Paint Forge funziona offline, quindi conserva dati nel tuo browser, sul tuo dispositivo. Non lasciano mai il dispositivo se non per sincronizzarsi con il tuo account:',
  'legal.privacy.localStorage.term': 'Archiviazione locale',
  'legal.privacy.localStorage.text': ': il token di accesso e i dati di base dell’account ({token} e {user}), e il tema scelto ({theme}).',
  'legal.privacy.indexedDb.term': 'IndexedDB',
  'legal.privacy.indexedDb.text':
    ': una copia del database dei colori condiviso, e i tuoi colori e progetti, così l’app si apre e cerca senza connessione.',
  'legal.privacy.appCache.term': 'Cache dell’app',
  'legal.privacy.appCache.text': ': i file dell’app, salvati dal suo service worker perché si apra offline.',
  'legal.privacy.deviceRemove':
    'Uscire dall’account rimuove l’accesso e i tuoi dati personali da quel dispositivo. Puoi eliminare tutto in qualsiasi momento cancellando i dati di questo sito nelle impostazioni del browser.',
  'legal.privacy.cookiesTitle': 'Cookie policy',
  'legal.privacy.cookies':
    'The Paint Forge non imposta cookie pubblicitari, di analisi o di tracciamento. Ti fa accedere con un token conservato nell’archiviazione locale (vedi sopra), indispensabile al funzionamento dell’app e mai usato per seguirti su altri siti. Poiché non viene salvato nulla di facoltativo, non c’è nulla da accettare oltre all’uso dell’app.',
  'legal.privacy.whoTitle': 'Chi può vedere i tuoi dati',
  'legal.privacy.who.private': 'Il tuo inventario, la lista dei desideri, i progetti e il feedback sono privati del tuo account.',
  'legal.privacy.who.shared':
    'Se condividi un progetto, chiunque abbia il suo link alla vetrina può vederlo: nome, descrizione, foto e ricetta. Il tuo indirizzo e-mail non vi compare mai.',
  'legal.privacy.who.admins':
    'Le persone che gestiscono questo servizio (amministratori) possono vedere i dati degli account e i totali per gestirlo e proteggerlo, e leggere il feedback che invii.',
  'legal.privacy.who.law':
    'Comunichiamo dati alle autorità solo quando la legge lo richiede, o per segnalare contenuti illegali come descritto nei nostri Termini.',
  'legal.privacy.keepTitle': 'Per quanto li conserviamo e come cancellarli',
  'legal.privacy.keep':
    'Conserviamo il tuo account e i tuoi contenuti finché l’account esiste. Per cancellare l’account e tutti i suoi dati, scrivici dall’indirizzo dell’account a {mail}. Un amministratore cancellerà l’account, rimuovendo per sempre profilo, inventario, lista dei desideri, progetti, foto, ricette e feedback. Non si può annullare. Le copie nei backup vengono sovrascritte con la rotazione dei backup.',
  'legal.privacy.copy': 'Allo stesso indirizzo puoi anche chiederci una copia dei tuoi dati o la loro correzione.',
  'legal.privacy.securityTitle': 'Sicurezza',
  'legal.privacy.security':
    'Le password sono sottoposte a hash, le connessioni a un server configurato correttamente sono cifrate e ogni richiesta sui tuoi dati è verificata rispetto al tuo account. Nessun sistema è perfettamente sicuro, quindi usa una password che non usi altrove.',
  'legal.privacy.selfHostedTitle': 'Copie ospitate in proprio',
  'legal.privacy.selfHosted':
    'The Paint Forge è un software che chiunque può far girare sul proprio server. Se usi una copia gestita da altri, quel gestore decide come funziona ed è responsabile dei tuoi dati lì; questa informativa descrive ciò che fa il software, e il gestore dovrebbe darti i suoi recapiti.',
  'legal.privacy.childrenTitle': 'Minori',
  'legal.privacy.children': 'The Paint Forge non è rivolta ai minori di 13 anni, e non raccogliamo consapevolmente i loro dati personali.',
  'legal.privacy.changesTitle': 'Modifiche e contatti',
  'legal.privacy.changes':
    'Se questa informativa cambia, aggiorneremo la data in cima a questa pagina. Domande sui tuoi dati: {mail}. Vedi anche i nostri {terms}.',
  'legal.privacy.termsLink': 'Termini di servizio',
  'legal.terms.title': 'Termini di servizio',
  'legal.terms.intro':
    'Questi termini valgono per il tuo uso di The Paint Forge, uno strumento gratuito per tenere traccia dei colori per miniature e condividere miniature dipinte. Creando un account o usando il servizio li accetti. Leggi anche la nostra {privacy}.',
  'legal.terms.privacyLink': 'Informativa sulla privacy',
  'legal.terms.serviceTitle': 'Il servizio',
  'legal.terms.service':
    'The Paint Forge è offerto gratuitamente. Possiamo cambiare, sospendere o eliminare funzioni, e cercheremo di avvisare dei cambiamenti che riguardano i tuoi dati. È uno strumento indipendente fatto da appassionati e non è affiliato ad alcun produttore di colori o di miniature né ad alcun editore di giochi.',
  'legal.terms.accountTitle': 'Il tuo account',
  'legal.terms.account.email': 'Indica un indirizzo e-mail reale su cui ricevi posta, e tieni la password per te.',
  'legal.terms.account.responsible':
    'Sei responsabile di ciò che accade con il tuo account. Avvisaci subito se pensi che qualcun altro l’abbia usato.',
  'legal.terms.account.one': 'Una persona, un account. Gli account non possono essere venduti o ceduti.',
  'legal.terms.contentTitle': 'I tuoi contenuti',
  'legal.terms.content':
    'Le foto, le descrizioni, le ricette e le note che aggiungi restano tue. Ci autorizzi a conservarle, a mostrartele e a mostrare un progetto a chiunque con cui condividi il suo link, solo per quanto serve a far funzionare il servizio. Puoi cancellare i tuoi contenuti, e il tuo account, in qualsiasi momento.',
  'legal.terms.imagesTitle': 'Politica sulle immagini',
  'legal.terms.imagesIntro':
    'Ogni immagine che carichi, scatti o colleghi deve riguardare la pittura di miniature. Le immagini non devono contenere:',
  'legal.terms.images.adult': 'contenuti per adulti o sessualmente espliciti;',
  'legal.terms.images.violent': 'contenuti violenti o cruenti (oltre alle miniature dipinte fantasy e da wargame di cui parla l’hobby);',
  'legal.terms.images.hateful': 'contenuti d’odio che attaccano le persone per ciò che sono;',
  'legal.terms.images.illegal': 'contenuti illegali di qualsiasi tipo;',
  'legal.terms.images.copyright':
    'materiale protetto che non hai il diritto di condividere, come foto di altri pittori o illustrazioni commerciali;',
  'legal.terms.images.spam': 'spam, pubblicità o qualsiasi cosa estranea alla pittura di miniature.',
  'legal.terms.violations':
    'Le violazioni comportano la chiusura immediata e irreversibile dell’account con la cancellazione di tutti i dati. I contenuti illegali vengono segnalati alle autorità.',
  'legal.terms.useTitle': 'Uso consentito',
  'legal.terms.use.security': 'Non cercare di violare, sovraccaricare o aggirare la sicurezza del servizio, né di accedere ai dati altrui.',
  'legal.terms.use.automation': 'Non usare strumenti automatici per creare account o copiare il servizio su larga scala.',
  'legal.terms.use.law': 'Non usare il servizio per molestare qualcuno o violare la legge.',
  'legal.terms.databaseTitle': 'Il database dei colori',
  'legal.terms.database':
    'Nomi, gamme e tinte dei colori provengono dal set di dati miniature-paints, curato dalla comunità e con licenza MIT (vedi {licences}). Le tinte sono approssimazioni, e i nomi dei colori e delle marche sono marchi dei rispettivi proprietari, usati solo per identificarne i prodotti.',
  'legal.terms.licencesLink': 'Dati dei colori e licenze',
  'legal.terms.warrantyTitle': 'Nessuna garanzia, responsabilità limitata',
  'legal.terms.warranty':
    'Il servizio è fornito «così com’è», senza garanzie di alcun tipo. Facciamo del nostro meglio per mantenerlo attivo e i tuoi dati al sicuro, ma non possiamo promettere che sia sempre disponibile o privo di errori. Nei limiti consentiti dalla legge, non rispondiamo di dati persi, mancati guadagni o danni indiretti derivanti dall’uso del servizio. Conserva copie tue di tutto ciò che è importante.',
  'legal.terms.endingTitle': 'Fine dell’uso',
  'legal.terms.ending':
    'Puoi smettere di usare il servizio e chiederci di cancellare il tuo account in qualsiasi momento (vedi l’Informativa sulla privacy). Possiamo sospendere o chiudere un account che viola questi termini; per le violazioni della politica sulle immagini accade subito, come detto sopra.',
  'legal.terms.changesTitle': 'Modifiche e contatti',
  'legal.terms.changes':
    'Se questi termini cambiano, aggiorneremo la data in cima a questa pagina; continuare a usare il servizio significa accettare i nuovi termini. Domande: {mail}.',
} satisfies AreaCatalog<typeof legal>;

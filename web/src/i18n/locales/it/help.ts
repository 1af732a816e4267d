import type { AreaCatalog } from '../../catalog';
import type help from '../en/help';

/** The help page in Italian; quoted controls as the Italian app names them. */
export default {
  'help.title': 'Aiuto e guida',
  'help.description':
    'Tutto quello che serve per tenere traccia dei tuoi colori, pianificare la lista dei desideri e mostrare le tue miniature dipinte.',
  'help.heading': 'Centro assistenza e guida',
  'help.quickActions': 'Azioni rapide',
  'help.quick.catalog.label': 'Sfoglia il database dei colori',
  'help.quick.catalog.text': 'Cerca ogni colore per nome, marca, gamma o tinta.',
  'help.quick.showcase.label': 'Vetrina delle miniature',
  'help.quick.showcase.text': 'Guarda e condividi le tue miniature dipinte.',
  'help.quick.inventory.label': 'Il mio inventario',
  'help.quick.inventory.text': 'I colori che hai e quelli nella tua lista dei desideri.',
  'help.quick.create.label': 'Crea progetto',
  'help.quick.create.text': 'Documenta una miniatura con la sua foto e la ricetta dei colori.',
  'help.keyFeatures': 'Funzioni principali',
  'help.feature.database': 'Un database di {paints} colori di {brands} marche, ognuno con il suo colore esadecimale',
  'help.feature.inventory': 'Gestione dei colori che hai, con le quantità, separata dal database, più una lista dei desideri',
  'help.feature.search': 'Ricerca e filtri per nome, marca, tipo o tinta',
  'help.feature.colourMatch': 'Abbinamento colori: una tinta da una foto o un codice hex, trovata tra i tuoi colori e in ogni marca',
  'help.feature.recipes': 'Ricette di colore: i colori di ogni parte di una miniatura, con tecniche e note',
  'help.feature.sharing': 'Condivisione della vetrina: un link, un’immagine o un testo con tutti i colori',
  'help.feature.sync': 'Sincronizzazione dell’account tra dispositivi, e uso offline una volta aperta l’app',
  'help.guideTitle': 'Guida passo passo',
  'help.steps': 'Passi',
  'help.tips': 'Consigli',
  'help.guide.gettingStarted.title': 'Per iniziare',
  'help.guide.gettingStarted.step1':
    'Crea un account gratuito nella pagina di registrazione con il tuo indirizzo e-mail, una password di almeno 8 caratteri, nome e cognome e il risultato di una piccola somma (tiene lontani i robot).',
  'help.guide.gettingStarted.step2': 'Apri il link di verifica che ti inviamo via e-mail, poi accedi con e-mail e password.',
  'help.guide.gettingStarted.step3':
    'Comincia dall’inventario: aggiungi i colori sul tuo tavolo, poi metti nella lista dei desideri quelli che vuoi comprare.',
  'help.guide.gettingStarted.step4':
    'Il menu dell’account (il pulsante tondo in alto a destra) porta al profilo, al feedback e a questa guida.',
  'help.guide.gettingStarted.tip1':
    'Puoi sfogliare tutto il database dei colori senza account: apri l’inventario e scegli «Sfoglia il database dei colori».',
  'help.guide.gettingStarted.tip2':
    'Installa l’app dal menu del browser («Installa app» o «Aggiungi a schermata Home») per aprirla come ogni altra app, anche offline.',
  'help.guide.gettingStarted.tip3':
    'Passa dal tema chiaro a quello scuro con il pulsante del tema in alto; «Sistema» segue il tuo dispositivo.',
  'help.guide.paintDatabase.title': 'Database dei colori e inventario',
  'help.guide.paintDatabase.step1':
    'Apri l’inventario e scegli «Sfoglia il database dei colori» per vedere ogni colore con il suo campione, marca, gamma, tipo e codice hex.',
  'help.guide.paintDatabase.step2':
    'Scrivi nella casella di ricerca: l’elenco si filtra mentre scrivi. Le parole possono venire dal nome, dalla marca o dalla gamma, in qualsiasi ordine, e accenti e maiuscole non contano: «cafe creme» trova «Café Crème». Se nulla corrisponde, un piccolo errore di battitura è perdonato: «blod angles red» trova Blood Angels Red.',
  'help.guide.paintDatabase.step3':
    'Apri Filtri per restringere l’elenco per marca, poi per gamma, che mostra solo le gamme della marca scelta.',
  'help.guide.paintDatabase.step4':
    'Ogni colore del database dice «Nell’inventario ×2» quando lo hai e «Nei desideri» quando lo vuoi soltanto. Aggiungere di nuovo un colore che hai ne aumenta la quantità di uno; «Segna come comprato» sposta un colore dalla lista dei desideri all’inventario.',
  'help.guide.paintDatabase.step5':
    'Un colore porta ovunque la sua gamma nel nome («Macragge Blue · Base», «Macragge Blue · Air», «Macragge Blue · Spray»), così i barattoli con lo stesso nome si distinguono. Un nome scritto o importato indica il barattolo a pennello, non Air né Spray. Un colore venduto in più gamme di una marca elenca gli altri barattoli sotto «Anche:» e dice «Hai il barattolo Base» quando ne possiedi uno.',
  'help.guide.paintDatabase.step6':
    'Un colore che il produttore non fa più mostra «Fuori produzione» e cosa comprare al suo posto: «Ora venduto come» lo stesso colore in una gamma attuale dello stesso tipo di barattolo, altrimenti il «Colore attuale più vicino» della stessa marca con la sua differenza di colore (ΔE). La ricerca elenca i colori attuali prima di quelli fuori produzione.',
  'help.guide.paintDatabase.step7':
    'Sotto ogni colore del database e della lista dei desideri vedi quelli che hai già dello stesso colore, molto vicini o vicini (un lavaggio si confronta solo con lavaggi, un metallico con metallici).',
  'help.guide.paintDatabase.step8':
    'Nel tuo inventario puoi cercare, aprire Filtri per scegliere marca, tipo o ordine (nome, marca, tipo o quantità), passare da elenco a griglia e aumentare o diminuire la quantità di un colore. Il pulsante batteria segna un colore quasi finito (i numeri contano questi e i colori senza barattolo); il pulsante cuore rimette un colore nella lista dei desideri.',
  'help.guide.paintDatabase.step9':
    'Aggiungi un colore con il pulsante tondo +. In «Aggiungi colore», scrivi due lettere di un nome per sceglierlo dal database.',
  'help.guide.paintDatabase.step10':
    'Nella scheda Lista dei desideri, esporta una lista della spesa raggruppata per marca da portare in negozio, e tocca «Comprato» quando lo hai.',
  'help.guide.paintDatabase.step11':
    'In negozio, tocca «Scansiona» e punta la fotocamera posteriore sul codice a barre di un barattolo (o scrivi le cifre): vedi subito se lo hai, se è nella lista dei desideri o se hai qualcosa di simile, e lo aggiungi con un tocco. Un codice che nessuno ha ancora collegato ti chiede di scegliere il suo colore dal database; il tuo collegamento vale subito sui tuoi dispositivi, e aiuta tutti quando due pittori con e-mail verificata, iscritti da una settimana, lo hanno collegato allo stesso colore (o un admin lo ha confermato).',
  'help.guide.paintDatabase.tip1':
    'Cerca un codice hex come #8E020F per trovare i colori più vicini a quella tinta, il più vicino per primo.',
  'help.guide.paintDatabase.tip2':
    'Il database viene salvato sul tuo dispositivo dopo la prima visita, così la ricerca funziona anche senza campo.',
  'help.guide.paintDatabase.tip3':
    'I campioni sono approssimazioni prese dalle immagini dei produttori; metallici, lavaggi e colori Contrast appaiono diversi sul modello. Lavaggi, ombre, Contrast, inchiostri e velature sono disegnati in due metà, sottile sul bianco e accumulato in un incavo; entrambe restano approssimazioni finché un colore misurato non le sostituisce.',
  'help.guide.colourMatch.title': 'Abbinamento colori',
  'help.guide.colourMatch.step1':
    'Apri «Colori» nel menu. Scegli «Scatta una foto», «Scegli una foto» o una foto delle tue miniature, poi tocca o trascina sopra: una lente mostra cosa c’è sotto il dito, e la tinta presa è la media di una piccola area (regolabile con il cursore Area).',
  'help.guide.colourMatch.step2':
    'Per colori fedeli, tocca «Tocca un cartoncino grigio» e poi un cartoncino bianco o grigio nella foto, oppure scegli «Automatico»: ogni presa viene corretta e mostrata prima e dopo.',
  'help.guide.colourMatch.step3':
    'Oppure scrivi un colore hex, usa il selettore di colore, o cerca uno dei tuoi colori o uno del database.',
  'help.guide.colourMatch.step4':
    'I colori più vicini mostrano prima i tuoi, poi il più vicino di ogni marca, ognuno con il suo ΔE e una parola (stesso colore, molto vicino, vicino o lontano). Rispondono solo colori di un tipo: quello della tinta, o quello che scegli con i pulsanti (Opaco, Metallico, Fluo, Lavatura, Contrast, Velatura), così a un rosso opaco non risponde mai un metallico. «Aggiungi alla lista dei desideri» ci mette il colore di una marca.',
  'help.guide.colourMatch.step5':
    'Quando nessuno dei tuoi colori è vicino, propone due dei tuoi colori da mescolare, con la proporzione (ad esempio 2 : 1) e la tinta ottenuta accanto a quella che vuoi.',
  'help.guide.colourMatch.step6':
    '«Tavolozza» trova le tinte principali della foto e per ognuna il tuo colore più vicino; «Inizia una ricetta» le aggiunge alla ricetta di una miniatura, o a una nuova miniatura a cui dai un nome.',
  'help.guide.colourMatch.step7':
    'Ogni colore del database («Equivalenti» sulla sua scheda) e ogni tuo colore («Equivalenti in altre marche» in Modifica colore) si apre qui con il colore attuale più vicino di ogni altra marca, i tuoi per primi. La tabella delle equivalenze scarica in CSV gli equivalenti di un’intera marca in un’altra.',
  'help.guide.colourMatch.tip1': 'Le foto restano sul tuo dispositivo: le tinte vengono prese e confrontate lì, e funziona offline.',
  'help.guide.colourMatch.tip2':
    'I colori sono approssimazioni: prendi un abbinamento come punto di partenza e controlla il barattolo alla luce del giorno.',
  'help.guide.miniatureShowcase.title': 'Vetrina delle miniature',
  'help.guide.miniatureShowcase.step1': 'Apri Progetti e scegli «Aggiungi miniatura dipinta». Dalle un nome e, se vuoi, una descrizione.',
  'help.guide.miniatureShowcase.step2':
    'Aggiungi una foto: scegli un file immagine (meno di 20 MB), scegli «Scatta foto» e poi «Scatta» per usare la fotocamera, oppure incolla il link di un’immagine e scegli «Usa link»: il server scarica l’immagine da qualsiasi sito pubblico, quindi un link richiede una connessione. Se un link non si può scaricare, salva l’immagine sul dispositivo e caricala come file.',
  'help.guide.miniatureShowcase.step3':
    'Cerca nella galleria con parole del nome o della descrizione di una miniatura, in qualsiasi ordine; maiuscole e accenti non contano.',
  'help.guide.miniatureShowcase.step4':
    'Apri «Vedi dettagli» su una scheda per vederne foto, descrizione e ricetta, raggruppata per parti.',
  'help.guide.miniatureShowcase.step5':
    'Scegli «Aggiungi colore»: prendi una parte dall’elenco o scrivi la tua, una tecnica e delle note se vuoi, poi cerca un colore scrivendo 2 o più lettere. I suggerimenti vengono dai tuoi colori e dal database; il filtro Marca li restringe.',
  'help.guide.miniatureShowcase.step6':
    'Per un colore che non è in nessuno dei due, scegli «Colore personalizzato» e indica nome, marca, tinta e tipo: viene aggiunto alla ricetta e al tuo inventario come colore personalizzato.',
  'help.guide.miniatureShowcase.step7':
    'Metti i colori di una parte nell’ordine in cui li hai usati con le frecce su e giù, o trascinandoli con il mouse. Il pulsante cestino toglie un colore dalla ricetta.',
  'help.guide.miniatureShowcase.step8':
    'Ogni colore della ricetta dice se è nel tuo inventario o nella lista dei desideri e, se non lo hai, il colore più vicino che hai. Il pulsante «Aggiungi 2 colori mancanti alla lista dei desideri» (con il tuo numero) ci mette in un colpo quelli che ti mancano.',
  'help.guide.miniatureShowcase.step9':
    'Scegli «Modifica» per cambiare nome, descrizione, stato (Attivo, Completato o Archiviato) o foto, e «Elimina» per rimuovere la miniatura.',
  'help.guide.miniatureShowcase.step10':
    'Una miniatura è privata finché non la condividi. Il menu «Condividi» di una scheda offre «Copia link», «Scarica immagine» (una scheda ricetta con la foto e i colori per parti), «Condividi la vetrina completa» (il link e la scheda insieme), «Condividi come testo» (la ricetta scritta) e, una volta condivisa, «Interrompi condivisione».',
  'help.guide.miniatureShowcase.tip1':
    'Tutto questo funziona offline, tranne caricare una foto da un link. Un link creato offline diventa attivo quando questo dispositivo si sincronizza; il menu di condivisione dice se lo è già.',
  'help.guide.miniatureShowcase.tip2':
    'Chi ha un link attivo vede foto, nome, descrizione e ricetta, mai la tua e-mail. Dopo «Interrompi condivisione» il vecchio link non apre più nulla; condividere di nuovo crea un link nuovo.',
  'help.guide.miniatureShowcase.tip3':
    'Le foto vengono ridimensionate per te, quindi le foto grandi vanno bene. Buona luce e uno sfondo uniforme danno i risultati migliori.',
  'help.guide.miniatureShowcase.tip4': 'Le ricette raggruppate per parti rendono facile dipingere una miniatura abbinata mesi dopo.',
  'help.guide.miniatureShowcase.tip5':
    'Condividi solo immagini di pittura di miniature: vedi la politica sulle immagini nei Termini di servizio.',
  'help.guide.advancedFeatures.title': 'Funzioni avanzate',
  'help.guide.advancedFeatures.step1':
    'Tocca il pulsante di selezione nell’inventario, poi «Seleziona tutto» o tocca dei colori, e «Esporta selezionati» per salvarli come file CSV (Name, Brand, Type, Color, Quantity, Range, Catalog ID) per un foglio di calcolo.',
  'help.guide.advancedFeatures.step2':
    'Il pulsante di importazione accetta un file CSV nello stesso formato, o un elenco incollato di nomi di colori (i piccoli errori vanno bene, «2x Nuln Oil» ne aggiunge due), e mostra cosa verrà aggiunto prima di aggiungere qualcosa.',
  'help.guide.advancedFeatures.step3':
    'Nello stesso posto salvi tutto (colori, miniature e ricette, i nomi delle fasi e l’obiettivo della pila della vergogna, senza foto) in un unico file di backup JSON, e lo ripristini.',
  'help.guide.advancedFeatures.step4': 'Cambia nome, indirizzo e-mail, password e immagine del profilo nelle impostazioni del profilo.',
  'help.guide.advancedFeatures.step5':
    'Invia una segnalazione di bug, una richiesta di funzione o un feedback generale dalla pagina Feedback, e seguine lo stato nella tua cronologia.',
  'help.guide.advancedFeatures.step6': 'Premi F8 per passare a una notifica, e usa Tab e Invio per raggiungere ogni comando senza mouse.',
  'help.guide.advancedFeatures.tip1': 'Quando accedi su un altro dispositivo, il tuo inventario e i tuoi progetti sono anche lì.',
  'help.guide.advancedFeatures.tip2': 'Le modifiche fatte offline restano sul dispositivo finché non torni online.',
  'help.guide.advancedFeatures.tip3':
    'Quando è pronta una nuova versione dell’app, un messaggio propone di ricaricare; non si perde nulla se scegli «Più tardi».',
  'help.licences': 'Dati dei colori e licenze',
  'help.next': 'Pronto a dipingere?',
  'help.goInventory': 'Vai all’inventario',
  'help.goProjects': 'Vai ai progetti',
  'help.backHome': 'Torna alla home',
} satisfies AreaCatalog<typeof help>;

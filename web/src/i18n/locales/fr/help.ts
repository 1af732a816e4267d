import type { AreaCatalog } from '../../catalog';
import type help from '../en/help';

/** The help page in French, speaking to the painter as the rest of the French app does (tu); quoted controls as it names them. */
export default {
  'help.title': 'Aide et guide',
  'help.description': 'Tout ce qu’il faut savoir pour suivre tes peintures, préparer ta liste d’envies et montrer tes figurines peintes.',
  'help.heading': 'Centre d’aide et guide',
  'help.quickActions': 'Accès rapides',
  'help.quick.catalog.label': 'Parcourir la base de peintures',
  'help.quick.catalog.text': 'Cherche chaque peinture par nom, marque, gamme ou couleur.',
  'help.quick.showcase.label': 'Vitrine de figurines',
  'help.quick.showcase.text': 'Vois et partage tes figurines peintes.',
  'help.quick.inventory.label': 'Mon inventaire',
  'help.quick.inventory.text': 'Les peintures que tu as et celles de ta liste d’envies.',
  'help.quick.create.label': 'Créer un projet',
  'help.quick.create.text': 'Documente une figurine avec sa photo et sa recette de peinture.',
  'help.keyFeatures': 'Fonctionnalités',
  'help.feature.database': 'Une base de {paints} peintures de {brands} marques, chacune avec sa couleur hexadécimale',
  'help.feature.inventory': 'Le suivi des peintures que tu as, avec leurs quantités, à part de la base, plus une liste d’envies',
  'help.feature.search': 'Recherche et filtres par nom, marque, type ou couleur',
  'help.feature.colourMatch':
    'Correspondance de couleur : une couleur d’une photo ou un code hex, retrouvée dans tes peintures et dans chaque marque',
  'help.feature.recipes': 'Recettes de peinture : les peintures de chaque partie d’une figurine, avec techniques et notes',
  'help.feature.sharing': 'Partage de vitrine : un lien, une image ou un texte avec toutes les peintures',
  'help.feature.sync': 'Synchronisation de ton compte entre appareils, et usage hors ligne dès que l’app a été ouverte',
  'help.guideTitle': 'Guide pas à pas',
  'help.steps': 'Étapes',
  'help.tips': 'Astuces',
  'help.guide.gettingStarted.title': 'Premiers pas',
  'help.guide.gettingStarted.step1':
    'Crée un compte gratuit sur la page d’inscription avec ton adresse e-mail, un mot de passe d’au moins 8 caractères, ton prénom et ton nom, et la réponse à une petite addition (elle tient les robots à l’écart).',
  'help.guide.gettingStarted.step2':
    'Ouvre le lien de vérification que nous t’envoyons, puis connecte-toi avec ton e-mail et ton mot de passe.',
  'help.guide.gettingStarted.step3':
    'Commence par l’inventaire : ajoute les peintures de ta table, puis mets celles que tu veux acheter sur ta liste d’envies.',
  'help.guide.gettingStarted.step4': 'Le menu du compte (le bouton rond en haut à droite) mène à ton profil, aux retours et à ce guide.',
  'help.guide.gettingStarted.tip1':
    'Tu peux parcourir toute la base de peintures sans compte : ouvre l’inventaire et choisis « Parcourir la base de peintures ».',
  'help.guide.gettingStarted.tip2':
    'Installe l’app depuis le menu du navigateur (« Installer l’application » ou « Ajouter à l’écran d’accueil ») pour l’ouvrir comme toute autre app, même hors ligne.',
  'help.guide.gettingStarted.tip3': 'Passe du thème clair au thème sombre avec le bouton de thème en haut ; « Système » suit ton appareil.',
  'help.guide.paintDatabase.title': 'Base de peintures et inventaire',
  'help.guide.paintDatabase.step1':
    'Ouvre l’inventaire et choisis « Parcourir la base de peintures » pour voir chaque peinture avec sa pastille de couleur, sa marque, sa gamme, son type et son code hex.',
  'help.guide.paintDatabase.step2':
    'Tape dans le champ de recherche : la liste se filtre pendant la saisie. Les mots peuvent venir du nom, de la marque ou de la gamme, dans n’importe quel ordre, et accents et majuscules ne comptent pas : « cafe creme » trouve « Café Crème ». Quand rien ne correspond, une petite faute de frappe est pardonnée : « blod angles red » trouve Blood Angels Red.',
  'help.guide.paintDatabase.step3':
    'Ouvre Filtres pour restreindre la liste par marque, puis par gamme : seules les gammes de la marque choisie y figurent.',
  'help.guide.paintDatabase.step4':
    'Chaque peinture de la base indique « En stock ×2 » quand tu l’as et « En envie » quand tu la veux seulement. Ajouter à nouveau une peinture que tu as augmente sa quantité d’un ; « Marquer comme achetée » fait passer une peinture de la liste d’envies dans ton inventaire.',
  'help.guide.paintDatabase.step5':
    'Une peinture porte partout le nom de sa gamme (« Macragge Blue · Base », « Macragge Blue · Air », « Macragge Blue · Spray ») pour distinguer les pots de même nom. Un nom tapé ou importé désigne le pot au pinceau, pas l’Air ni la bombe. Une peinture vendue dans plusieurs gammes d’une marque liste ses autres pots sous « Aussi : » et indique « Tu as le pot Base » quand tu en as un.',
  'help.guide.paintDatabase.step6':
    'Une peinture que le fabricant ne fait plus affiche « Plus fabriquée » et quoi acheter à la place : « Vendue maintenant sous » la même peinture dans une gamme actuelle du même type de pot, sinon la « Peinture actuelle la plus proche » de la même marque avec son écart de couleur (ΔE). La recherche liste les peintures actuelles avant les anciennes.',
  'help.guide.paintDatabase.step7':
    'Sous chaque peinture de la base et de la liste d’envies, tu vois celles que tu as déjà qui sont de la même couleur, très proches ou proches (un lavis n’est comparé qu’aux lavis, un métallique qu’aux métalliques).',
  'help.guide.paintDatabase.step8':
    'Dans ton inventaire, cherche, ouvre Filtres pour choisir une marque, un type ou un tri (nom, marque, type ou quantité), passe de la liste à la grille et change la quantité d’une peinture. Le bouton batterie marque une peinture presque vide (les chiffres comptent celles-ci et les peintures sans pot) ; le bouton cœur la remet sur ta liste d’envies.',
  'help.guide.paintDatabase.step9':
    'Ajoute une peinture avec le bouton rond +. Dans « Ajouter une peinture », tape deux lettres d’un nom pour la choisir dans la base.',
  'help.guide.paintDatabase.step10':
    'Dans l’onglet Liste d’envies, exporte une liste de courses groupée par marque pour la boutique, et touche « Achetée » une fois la peinture en main.',
  'help.guide.paintDatabase.step11':
    'En boutique, touche « Scanner » et vise le code-barres d’un pot avec la caméra arrière (ou tape ses chiffres) : tu vois aussitôt si tu l’as, s’il est sur ta liste d’envies ou si tu as quelque chose de proche, et tu l’ajoutes d’une touche. Un code que personne n’a encore associé te demande de choisir sa peinture dans la base ; ton association marche tout de suite sur tes appareils, et elle aide tous les peintres dès que deux peintres à l’e-mail vérifié, membres depuis une semaine, l’ont associé à la même peinture (ou qu’un admin l’a confirmée).',
  'help.guide.paintDatabase.tip1':
    'Cherche un code hex comme #8E020F pour trouver les peintures les plus proches de cette couleur, la plus proche en premier.',
  'help.guide.paintDatabase.tip2': 'La base est enregistrée sur ton appareil après la première visite : la recherche marche sans réseau.',
  'help.guide.paintDatabase.tip3':
    'Les pastilles sont des approximations tirées des images des fabricants ; métalliques, lavis et peintures Contrast rendent autrement sur la figurine. Lavis, ombres, Contrast, encres et glacis sont dessinés en deux moitiés, fine sur blanc et accumulée dans un creux ; les deux restent des approximations jusqu’à ce qu’une couleur mesurée les remplace.',
  'help.guide.colourMatch.title': 'Correspondance de couleur',
  'help.guide.colourMatch.step1':
    'Ouvre « Couleurs » dans le menu. Choisis « Prendre une photo », « Choisir une photo » ou une photo de tes figurines, puis touche-la ou glisse dessus : une loupe montre ce qui est sous ton doigt, et la couleur relevée est la moyenne d’une petite zone (réglable avec le curseur Zone).',
  'help.guide.colourMatch.step2':
    'Pour des couleurs fidèles, touche « Toucher une carte grise » puis une carte blanche ou grise sur la photo, ou choisis « Automatique » : chaque relevé est corrigé, montré avant et après.',
  'help.guide.colourMatch.step3':
    'Ou tape une couleur hex, utilise le sélecteur de couleur, ou cherche une de tes peintures ou une peinture de la base.',
  'help.guide.colourMatch.step4':
    'Les peintures les plus proches listent d’abord les tiennes, puis la plus proche de chaque marque, chacune avec son ΔE et un mot (même couleur, très proche, proche ou éloignée). Seules les peintures d’un type répondent : celui de la couleur, ou celui que tu choisis avec les pastilles (Mate, Métallique, Fluo, Lavis, Contrast, Glacis) ; un rouge mat ne reçoit donc jamais un métallique pour réponse. « Ajouter aux envies » y met la peinture d’une marque.',
  'help.guide.colourMatch.step5':
    'Quand aucune de tes peintures n’est proche, l’app propose deux de tes peintures à mélanger, avec la proportion (par exemple 2 : 1) et la couleur obtenue à côté de celle que tu cherches.',
  'help.guide.colourMatch.step6':
    '« Palette » trouve les couleurs principales de la photo et, pour chacune, ta peinture la plus proche ; « Commencer une recette » les ajoute à la recette d’une figurine, ou à une nouvelle figurine que tu nommes.',
  'help.guide.colourMatch.step7':
    'Chaque peinture de la base (« Équivalents » sur sa carte) et chacune des tiennes (« Équivalents dans d’autres marques » dans Modifier la peinture) s’ouvre ici avec la peinture actuelle la plus proche de chaque autre marque, les tiennes d’abord. Le tableau d’équivalences télécharge en CSV les équivalents de toute une marque dans une autre.',
  'help.guide.colourMatch.tip1':
    'Les photos restent sur ton appareil : les couleurs y sont relevées et comparées, et tout marche hors ligne.',
  'help.guide.colourMatch.tip2':
    'Les couleurs des peintures sont des approximations : prends une correspondance comme point de départ et vérifie le pot à la lumière du jour.',
  'help.guide.miniatureShowcase.title': 'Vitrine de figurines',
  'help.guide.miniatureShowcase.step1':
    'Ouvre Projets et choisis « Ajouter une figurine peinte ». Donne-lui un nom et, si tu veux, une description.',
  'help.guide.miniatureShowcase.step2':
    'Ajoute une photo : choisis un fichier image (moins de 20 Mo), choisis « Prendre une photo » puis « Capturer » pour utiliser la caméra, ou colle un lien d’image et choisis « Utiliser le lien » : le serveur récupère l’image sur n’importe quel site public, un lien demande donc une connexion. Si un lien ne peut pas être récupéré, télécharge l’image sur ton appareil et envoie-la comme fichier.',
  'help.guide.miniatureShowcase.step3':
    'Cherche dans la galerie avec des mots du nom ou de la description d’une figurine, dans n’importe quel ordre ; majuscules et accents ne comptent pas.',
  'help.guide.miniatureShowcase.step4':
    'Ouvre « Voir les détails » sur une carte pour voir sa photo, sa description et sa recette, groupée par partie.',
  'help.guide.miniatureShowcase.step5':
    'Choisis « Ajouter une peinture » : prends une partie dans la liste ou tape la tienne, une technique et des notes si tu veux, puis cherche une peinture en tapant 2 lettres ou plus. Les suggestions viennent de tes peintures et de la base ; le filtre Marque les restreint.',
  'help.guide.miniatureShowcase.step6':
    'Pour une peinture absente des deux, choisis « Peinture perso » et donne son nom, sa marque, sa couleur et son type : elle est ajoutée à la recette et à ton inventaire comme peinture perso.',
  'help.guide.miniatureShowcase.step7':
    'Range les peintures d’une partie dans l’ordre où tu les as utilisées avec les flèches haut et bas, ou en les faisant glisser à la souris. Le bouton corbeille retire une peinture de la recette.',
  'help.guide.miniatureShowcase.step8':
    'Chaque peinture de la recette indique si elle est dans ton inventaire ou sur ta liste d’envies, et si tu ne l’as pas, la plus proche que tu as. Le bouton « Ajouter 2 peintures manquantes à la liste d’envies » (avec ton nombre) y met d’un coup celles qui te manquent.',
  'help.guide.miniatureShowcase.step9':
    'Choisis « Modifier » pour changer le nom, la description, le statut (Actif, Terminé ou Archivé) ou la photo, et « Supprimer » pour retirer la figurine.',
  'help.guide.miniatureShowcase.step10':
    'Une figurine reste privée tant que tu ne la partages pas. Le menu « Partager » d’une carte propose « Copier le lien », « Télécharger l’image » (une carte de recette avec la photo et les peintures par partie), « Partager la vitrine complète » (le lien et la carte ensemble), « Partager en texte » (la recette écrite) et, une fois partagée, « Arrêter le partage ».',
  'help.guide.miniatureShowcase.tip1':
    'Tout cela marche hors ligne, sauf charger une photo depuis un lien. Un lien créé hors ligne devient actif quand cet appareil se synchronise ; le menu de partage indique s’il l’est déjà.',
  'help.guide.miniatureShowcase.tip2':
    'Quiconque a un lien actif voit la photo, le nom, la description et la recette, jamais ton e-mail. Après « Arrêter le partage », l’ancien lien n’ouvre plus rien ; partager à nouveau crée un nouveau lien.',
  'help.guide.miniatureShowcase.tip3':
    'Les photos sont redimensionnées pour toi, les grandes photos ne posent donc pas de problème. Une bonne lumière et un fond uni donnent les meilleures.',
  'help.guide.miniatureShowcase.tip4': 'Des recettes groupées par partie permettent de peindre une figurine assortie des mois plus tard.',
  'help.guide.miniatureShowcase.tip5':
    'Ne partage que des images de peinture de figurines : vois la politique sur les images dans les conditions d’utilisation.',
  'help.guide.advancedFeatures.title': 'Fonctions avancées',
  'help.guide.advancedFeatures.step1':
    'Touche le bouton de sélection dans ton inventaire, puis « Tout sélectionner » ou des peintures, et « Exporter la sélection » pour les enregistrer en CSV (Name, Brand, Type, Color, Quantity, Range, Catalog ID) pour un tableur.',
  'help.guide.advancedFeatures.step2':
    'Le bouton d’import prend un fichier CSV au même format, ou une liste collée de noms de peintures (les petites fautes passent, « 2x Nuln Oil » en ajoute deux), et montre ce qui sera ajouté avant de rien ajouter.',
  'help.guide.advancedFeatures.step3':
    'Au même endroit, tu enregistres tout (peintures, figurines et recettes, les noms d’étapes et l’objectif de la pile de la honte, sans les photos) dans un seul fichier de sauvegarde JSON, et tu le restaures.',
  'help.guide.advancedFeatures.step4':
    'Change ton nom, ton adresse e-mail, ton mot de passe et ta photo de profil dans les paramètres du profil.',
  'help.guide.advancedFeatures.step5':
    'Envoie un rapport de bug, une demande de fonctionnalité ou un retour général depuis la page Retours, et suis son statut dans ton historique.',
  'help.guide.advancedFeatures.step6':
    'Appuie sur F8 pour aller à une notification, et utilise Tab et Entrée pour atteindre chaque commande sans souris.',
  'help.guide.advancedFeatures.tip1': 'Quand tu te connectes sur un autre appareil, ton inventaire et tes projets y sont aussi.',
  'help.guide.advancedFeatures.tip2': 'Les changements faits hors ligne restent sur ton appareil jusqu’à ton retour en ligne.',
  'help.guide.advancedFeatures.tip3':
    'Quand une nouvelle version de l’app est prête, un message propose de recharger ; rien n’est perdu si tu choisis « Plus tard ».',
  'help.licences': 'Données de peinture et licences',
  'help.next': 'Prêt à peindre ?',
  'help.goInventory': 'Aller à l’inventaire',
  'help.goProjects': 'Aller aux projets',
  'help.backHome': 'Retour à l’accueil',
} satisfies AreaCatalog<typeof help>;

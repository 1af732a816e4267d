import type { AreaCatalog } from '../../catalog';
import type help from '../en/help';

/** The help page in French; quoted controls as the French app names them. */
export default {
  'help.title': 'Aide et guide',
  'help.description':
    'Tout ce qu’il faut savoir pour suivre vos peintures, préparer votre liste d’envies et montrer vos figurines peintes.',
  'help.heading': 'Centre d’aide et guide',
  'help.quickActions': 'Accès rapides',
  'help.quick.catalog.label': 'Parcourir la base de peintures',
  'help.quick.catalog.text': 'Cherchez chaque peinture par nom, marque, gamme ou couleur.',
  'help.quick.showcase.label': 'Vitrine de figurines',
  'help.quick.showcase.text': 'Voyez et partagez vos figurines peintes.',
  'help.quick.inventory.label': 'Mon inventaire',
  'help.quick.inventory.text': 'Les peintures que vous avez et celles de votre liste d’envies.',
  'help.quick.create.label': 'Créer un projet',
  'help.quick.create.text': 'Documentez une figurine avec sa photo et sa recette de peinture.',
  'help.keyFeatures': 'Fonctionnalités',
  'help.feature.database': 'Une base de {paints} peintures de {brands} marques, chacune avec sa couleur hexadécimale',
  'help.feature.inventory': 'Le suivi des peintures que vous avez, avec leurs quantités, à part de la base, plus une liste d’envies',
  'help.feature.search': 'Recherche et filtres par nom, marque, type ou couleur',
  'help.feature.colourMatch':
    'Correspondance de couleur : une couleur d’une photo ou un code hex, retrouvée dans vos peintures et dans chaque marque',
  'help.feature.recipes': 'Recettes de peinture : les peintures de chaque partie d’une figurine, avec techniques et notes',
  'help.feature.sharing': 'Partage de vitrine : un lien, une image ou un texte avec toutes les peintures',
  'help.feature.sync': 'Synchronisation de votre compte entre appareils, et usage hors ligne dès que l’app a été ouverte',
  'help.guideTitle': 'Guide pas à pas',
  'help.steps': 'Étapes',
  'help.tips': 'Astuces',
  'help.guide.gettingStarted.title': 'Premiers pas',
  'help.guide.gettingStarted.step1':
    'Créez un compte gratuit sur la page d’inscription avec votre adresse e-mail, un mot de passe d’au moins 8 caractères, votre prénom et votre nom, et la réponse à une petite addition (elle tient les robots à l’écart).',
  'help.guide.gettingStarted.step2':
    'Ouvrez le lien de vérification que nous vous envoyons, puis connectez-vous avec votre e-mail et votre mot de passe.',
  'help.guide.gettingStarted.step3':
    'Commencez par l’inventaire : ajoutez les peintures de votre table, puis mettez celles que vous voulez acheter sur votre liste d’envies.',
  'help.guide.gettingStarted.step4': 'Le menu du compte (le bouton rond en haut à droite) mène à votre profil, aux retours et à ce guide.',
  'help.guide.gettingStarted.tip1':
    'Vous pouvez parcourir toute la base de peintures sans compte : ouvrez l’inventaire et choisissez « Parcourir la base de peintures ».',
  'help.guide.gettingStarted.tip2':
    'Installez l’app depuis le menu du navigateur (« Installer l’application » ou « Ajouter à l’écran d’accueil ») pour l’ouvrir comme toute autre app, même hors ligne.',
  'help.guide.gettingStarted.tip3':
    'Passez du thème clair au thème sombre avec le bouton de thème en haut ; « Système » suit votre appareil.',
  'help.guide.paintDatabase.title': 'Base de peintures et inventaire',
  'help.guide.paintDatabase.step1':
    'Ouvrez l’inventaire et choisissez « Parcourir la base de peintures » pour voir chaque peinture avec sa pastille de couleur, sa marque, sa gamme, son type et son code hex.',
  'help.guide.paintDatabase.step2':
    'Tapez dans le champ de recherche : la liste se filtre pendant la saisie. Les mots peuvent venir du nom, de la marque ou de la gamme, dans n’importe quel ordre, et accents et majuscules ne comptent pas : « cafe creme » trouve « Café Crème ». Quand rien ne correspond, une petite faute de frappe est pardonnée : « blod angles red » trouve Blood Angels Red.',
  'help.guide.paintDatabase.step3':
    'Ouvrez Filtres pour restreindre la liste par marque, puis par gamme : seules les gammes de la marque choisie y figurent.',
  'help.guide.paintDatabase.step4':
    'Chaque peinture de la base indique « Possédée ×2 » quand vous l’avez et « Sur la liste d’envies » quand vous la voulez seulement. Ajouter à nouveau une peinture que vous avez augmente sa quantité d’un ; « Marquer comme achetée » fait passer une peinture de la liste d’envies dans votre inventaire.',
  'help.guide.paintDatabase.step5':
    'Une peinture porte partout le nom de sa gamme (« Macragge Blue · Base », « Macragge Blue · Air », « Macragge Blue · Spray ») pour distinguer les pots de même nom. Un nom tapé ou importé désigne le pot au pinceau, pas l’Air ni la bombe. Une peinture vendue dans plusieurs gammes d’une marque liste ses autres pots sous « Aussi : » et indique « Vous avez le pot Base » quand vous en avez un.',
  'help.guide.paintDatabase.step6':
    'Une peinture que le fabricant ne fait plus affiche « Arrêtée » et quoi acheter à la place : « Vendue désormais comme » la même peinture dans une gamme actuelle du même type de pot, sinon la « Peinture actuelle la plus proche » de la même marque avec son écart de couleur (ΔE). La recherche liste les peintures actuelles avant les arrêtées.',
  'help.guide.paintDatabase.step7':
    'Sous chaque peinture de la base et de la liste d’envies, vous voyez celles que vous avez déjà qui sont de la même couleur, très proches ou proches (un lavis n’est comparé qu’aux lavis, un métallique qu’aux métalliques).',
  'help.guide.paintDatabase.step8':
    'Dans votre inventaire, cherchez, ouvrez Filtres pour choisir une marque, un type ou un tri (nom, marque, type ou quantité), passez de la liste à la grille et changez la quantité d’une peinture. Le bouton batterie marque une peinture presque vide (les chiffres comptent celles-ci et les peintures sans pot) ; le bouton cœur la remet sur votre liste d’envies.',
  'help.guide.paintDatabase.step9':
    'Ajoutez une peinture avec le bouton rond +. Dans « Ajouter une peinture », tapez deux lettres d’un nom pour la choisir dans la base.',
  'help.guide.paintDatabase.step10':
    'Dans l’onglet Liste d’envies, exportez une liste de courses groupée par marque pour la boutique, et touchez « Achetée » une fois la peinture en main.',
  'help.guide.paintDatabase.step11':
    'En boutique, touchez « Scanner » et visez le code-barres d’un pot avec la caméra arrière (ou tapez ses chiffres) : vous voyez aussitôt si vous l’avez, s’il est sur votre liste d’envies ou si vous avez quelque chose de proche, et l’ajoutez d’une touche. Un code que personne n’a encore associé vous demande de choisir sa peinture dans la base ; votre association marche tout de suite sur vos appareils, et elle aide tous les peintres dès que deux peintres à l’e-mail vérifié, membres depuis une semaine, l’ont associé à la même peinture (ou qu’un admin l’a confirmée).',
  'help.guide.paintDatabase.tip1':
    'Cherchez un code hex comme #8E020F pour trouver les peintures les plus proches de cette couleur, la plus proche en premier.',
  'help.guide.paintDatabase.tip2': 'La base est enregistrée sur votre appareil après la première visite : la recherche marche sans réseau.',
  'help.guide.paintDatabase.tip3':
    'Les pastilles sont des approximations tirées des images des fabricants ; métalliques, lavis et peintures Contrast rendent autrement sur la figurine. Lavis, ombres, Contrast, encres et glacis sont dessinés en deux moitiés, fine sur blanc et accumulée dans un creux ; les deux restent des approximations jusqu’à ce qu’une couleur mesurée les remplace.',
  'help.guide.colourMatch.title': 'Correspondance de couleur',
  'help.guide.colourMatch.step1':
    'Ouvrez « Couleurs » dans le menu. Choisissez « Prendre une photo », « Choisir une photo » ou une photo de vos figurines, puis touchez-la ou glissez dessus : une loupe montre ce qui est sous votre doigt, et la couleur relevée est la moyenne d’une petite zone (réglable avec le curseur Zone).',
  'help.guide.colourMatch.step2':
    'Pour des couleurs fidèles, touchez « Toucher une carte grise » puis une carte blanche ou grise sur la photo, ou choisissez « Automatique » : chaque relevé est corrigé, montré avant et après.',
  'help.guide.colourMatch.step3':
    'Ou tapez une couleur hex, utilisez le sélecteur de couleur, ou cherchez une de vos peintures ou une peinture de la base.',
  'help.guide.colourMatch.step4':
    'Les peintures les plus proches listent d’abord les vôtres, puis la plus proche de chaque marque, chacune avec son ΔE et un mot (même couleur, très proche, proche ou éloignée). Seules les peintures d’un type répondent : celui de la couleur, ou celui que vous choisissez avec les pastilles (Mate, Métallique, Fluo, Lavis, Contrast, Glacis) ; un rouge mat ne reçoit donc jamais un métallique pour réponse. « Ajouter à la liste d’envies » y met la peinture d’une marque.',
  'help.guide.colourMatch.step5':
    'Quand aucune de vos peintures n’est proche, l’app propose deux de vos peintures à mélanger, avec la proportion (par exemple 2 : 1) et la couleur obtenue à côté de celle que vous cherchez.',
  'help.guide.colourMatch.step6':
    '« Palette » trouve les couleurs principales de la photo et, pour chacune, votre peinture la plus proche ; « Commencer une recette » les ajoute à la recette d’une figurine, ou à une nouvelle figurine que vous nommez.',
  'help.guide.colourMatch.step7':
    'Chaque peinture de la base (« Équivalents » sur sa carte) et chacune des vôtres (« Équivalents dans d’autres marques » dans Modifier la peinture) s’ouvre ici avec la peinture actuelle la plus proche de chaque autre marque, les vôtres d’abord. Le tableau d’équivalences télécharge en CSV les équivalents de toute une marque dans une autre.',
  'help.guide.colourMatch.tip1':
    'Les photos restent sur votre appareil : les couleurs y sont relevées et comparées, et tout marche hors ligne.',
  'help.guide.colourMatch.tip2':
    'Les couleurs des peintures sont des approximations : prenez une correspondance comme point de départ et vérifiez le pot à la lumière du jour.',
  'help.guide.miniatureShowcase.title': 'Vitrine de figurines',
  'help.guide.miniatureShowcase.step1':
    'Ouvrez Projets et choisissez « Ajouter une figurine peinte ». Donnez-lui un nom et, si vous voulez, une description.',
  'help.guide.miniatureShowcase.step2':
    'Ajoutez une photo : choisissez un fichier image (moins de 20 Mo), choisissez « Prendre une photo » puis « Capturer » pour utiliser la caméra, ou collez un lien d’image et choisissez « Utiliser le lien » : le serveur récupère l’image sur n’importe quel site public, un lien demande donc une connexion. Si un lien ne peut pas être récupéré, téléchargez l’image sur votre appareil et envoyez-la comme fichier.',
  'help.guide.miniatureShowcase.step3':
    'Cherchez dans la galerie avec des mots du nom ou de la description d’une figurine, dans n’importe quel ordre ; majuscules et accents ne comptent pas.',
  'help.guide.miniatureShowcase.step4':
    'Ouvrez « Voir les détails » sur une carte pour voir sa photo, sa description et sa recette, groupée par partie.',
  'help.guide.miniatureShowcase.step5':
    'Choisissez « Ajouter une peinture » : prenez une partie dans la liste ou tapez la vôtre, une technique et des notes si vous voulez, puis cherchez une peinture en tapant 2 lettres ou plus. Les suggestions viennent de vos peintures et de la base ; le filtre Marque les restreint.',
  'help.guide.miniatureShowcase.step6':
    'Pour une peinture absente des deux, choisissez « Peinture perso » et donnez son nom, sa marque, sa couleur et son type : elle est ajoutée à la recette et à votre inventaire comme peinture perso.',
  'help.guide.miniatureShowcase.step7':
    'Rangez les peintures d’une partie dans l’ordre où vous les avez utilisées avec les flèches haut et bas, ou en les faisant glisser à la souris. Le bouton corbeille retire une peinture de la recette.',
  'help.guide.miniatureShowcase.step8':
    'Chaque peinture de la recette indique si elle est dans votre inventaire ou sur votre liste d’envies, et si vous ne l’avez pas, la plus proche que vous avez. Le bouton « Ajouter 2 peintures manquantes à la liste d’envies » (avec votre nombre) y met d’un coup celles qui vous manquent.',
  'help.guide.miniatureShowcase.step9':
    'Choisissez « Modifier » pour changer le nom, la description, le statut (Actif, Terminé ou Archivé) ou la photo, et « Supprimer » pour retirer la figurine.',
  'help.guide.miniatureShowcase.step10':
    'Une figurine reste privée tant que vous ne la partagez pas. Le menu « Partager » d’une carte propose « Copier le lien », « Télécharger l’image » (une carte de recette avec la photo et les peintures par partie), « Partager la vitrine complète » (le lien et la carte ensemble), « Partager en texte » (la recette écrite) et, une fois partagée, « Arrêter le partage ».',
  'help.guide.miniatureShowcase.tip1':
    'Tout cela marche hors ligne, sauf charger une photo depuis un lien. Un lien créé hors ligne devient actif quand cet appareil se synchronise ; le menu de partage indique s’il l’est déjà.',
  'help.guide.miniatureShowcase.tip2':
    'Quiconque a un lien actif voit la photo, le nom, la description et la recette, jamais votre e-mail. Après « Arrêter le partage », l’ancien lien n’ouvre plus rien ; partager à nouveau crée un nouveau lien.',
  'help.guide.miniatureShowcase.tip3':
    'Les photos sont redimensionnées pour vous, les grandes photos ne posent donc pas de problème. Une bonne lumière et un fond uni donnent les meilleures.',
  'help.guide.miniatureShowcase.tip4': 'Des recettes groupées par partie permettent de peindre une figurine assortie des mois plus tard.',
  'help.guide.miniatureShowcase.tip5':
    'Ne partagez que des images de peinture de figurines : voir la politique sur les images dans les conditions d’utilisation.',
  'help.guide.advancedFeatures.title': 'Fonctions avancées',
  'help.guide.advancedFeatures.step1':
    'Touchez le bouton de sélection dans votre inventaire, puis « Tout sélectionner » ou des peintures, et « Exporter la sélection » pour les enregistrer en CSV (Name, Brand, Type, Color, Quantity, Range, Catalog ID) pour un tableur.',
  'help.guide.advancedFeatures.step2':
    'Le bouton d’import prend un fichier CSV au même format, ou une liste collée de noms de peintures (les petites fautes passent, « 2x Nuln Oil » en ajoute deux), et montre ce qui sera ajouté avant de rien ajouter.',
  'help.guide.advancedFeatures.step3':
    'Au même endroit, vous enregistrez tout (peintures, figurines et recettes, les noms d’étapes et l’objectif de la pile de la honte, sans les photos) dans un seul fichier de sauvegarde JSON, et vous le restaurez.',
  'help.guide.advancedFeatures.step4':
    'Changez votre nom, votre adresse e-mail, votre mot de passe et votre photo de profil dans les paramètres du profil.',
  'help.guide.advancedFeatures.step5':
    'Envoyez un rapport de bug, une demande de fonctionnalité ou un retour général depuis la page Retours, et suivez son statut dans votre historique.',
  'help.guide.advancedFeatures.step6':
    'Appuyez sur F8 pour aller à une notification, et utilisez Tab et Entrée pour atteindre chaque commande sans souris.',
  'help.guide.advancedFeatures.tip1': 'Quand vous vous connectez sur un autre appareil, votre inventaire et vos projets y sont aussi.',
  'help.guide.advancedFeatures.tip2': 'Les changements faits hors ligne restent sur votre appareil jusqu’à votre retour en ligne.',
  'help.guide.advancedFeatures.tip3':
    'Quand une nouvelle version de l’app est prête, un message propose de recharger ; rien n’est perdu si vous choisissez « Plus tard ».',
  'help.licences': 'Données de peinture et licences',
  'help.next': 'Prêt à peindre ?',
  'help.goInventory': 'Aller à l’inventaire',
  'help.goProjects': 'Aller aux projets',
  'help.backHome': 'Retour à l’accueil',
} satisfies AreaCatalog<typeof help>;

import type { AreaCatalog } from '../../catalog';
import type help from '../en/help';

/** The help page in German, in the hobby's words (Grundierung, Lasur, Tuschen); quoted controls as the German app names them. */
export default {
  'help.title': 'Hilfe & Anleitung',
  'help.description':
    'Alles, was du brauchst, um deine Farben zu verwalten, deine Wunschliste zu planen und deine bemalten Miniaturen zu zeigen.',
  'help.heading': 'Hilfe & Anleitung',
  'help.quickActions': 'Schnellzugriff',
  'help.quick.catalog.label': 'Farbdatenbank durchsuchen',
  'help.quick.catalog.text': 'Finde jede Farbe nach Name, Marke, Reihe oder Farbton.',
  'help.quick.showcase.label': 'Miniaturen-Showcase',
  'help.quick.showcase.text': 'Sieh dir deine bemalten Miniaturen an und teile sie.',
  'help.quick.inventory.label': 'Mein Bestand',
  'help.quick.inventory.text': 'Die Farben, die du hast, und die auf deiner Wunschliste.',
  'help.quick.create.label': 'Projekt anlegen',
  'help.quick.create.text': 'Halte eine Miniatur mit Foto und Farbrezept fest.',
  'help.keyFeatures': 'Das kann die App',
  'help.feature.database': 'Eine Farbdatenbank mit {paints} Farben von {brands} Marken, jede mit ihrem Hex-Farbwert',
  'help.feature.inventory': 'Bestandsverwaltung deiner Farben mit Mengen, getrennt von der Datenbank, dazu eine Wunschliste',
  'help.feature.search': 'Suchen und filtern nach Name, Marke, Typ oder Farbton',
  'help.feature.colourMatch': 'Farbsuche: einen Farbton aus einem Foto oder Hex-Wert unter deinen Farben und bei jeder Marke finden',
  'help.feature.recipes': 'Farbrezepte: die Farben für jedes Teil einer Miniatur, mit Techniken und Notizen',
  'help.feature.sharing': 'Showcase teilen: als Link, Bild oder Text mit allen Farben',
  'help.feature.sync': 'Abgleich deines Kontos zwischen Geräten, und offline nutzbar, sobald die App einmal geöffnet war',
  'help.guideTitle': 'Schritt für Schritt',
  'help.steps': 'Schritte',
  'help.tips': 'Tipps',
  'help.guide.gettingStarted.title': 'Erste Schritte',
  'help.guide.gettingStarted.step1':
    'Lege auf der Registrierungsseite ein kostenloses Konto an: mit deiner E-Mail-Adresse, einem Passwort aus mindestens 8 Zeichen, Vor- und Nachnamen und dem Ergebnis einer kleinen Rechenaufgabe (sie hält Bots fern).',
  'help.guide.gettingStarted.step2': 'Öffne den Bestätigungslink aus unserer E-Mail und melde dich dann mit E-Mail und Passwort an.',
  'help.guide.gettingStarted.step3':
    'Beginne im Bestand: Trag die Farben auf deinem Maltisch ein, dann die, die du kaufen willst, auf die Wunschliste.',
  'help.guide.gettingStarted.step4':
    'Über das Kontomenü (der runde Knopf oben rechts) erreichst du dein Profil, das Feedback und diese Anleitung.',
  'help.guide.gettingStarted.tip1':
    'Die ganze Farbdatenbank kannst du auch ohne Konto durchsuchen: Öffne den Bestand und wähle „Farbdatenbank durchsuchen“.',
  'help.guide.gettingStarted.tip2':
    'Installiere die App über das Browsermenü („App installieren“ oder „Zum Startbildschirm“), dann öffnet sie sich wie jede andere App, auch offline.',
  'help.guide.gettingStarted.tip3':
    'Mit dem Design-Knopf in der Kopfzeile wechselst du zwischen hell und dunkel; „System“ folgt deinem Gerät.',
  'help.guide.paintDatabase.title': 'Farbdatenbank & Bestand',
  'help.guide.paintDatabase.step1':
    'Öffne den Bestand und wähle „Farbdatenbank durchsuchen“: Du siehst jede Farbe mit Farbfeld, Marke, Reihe, Typ und Hex-Wert.',
  'help.guide.paintDatabase.step2':
    'Tippe ins Suchfeld, die Liste filtert beim Tippen. Die Wörter können aus Name, Marke oder Reihe stammen, in beliebiger Reihenfolge; Akzente und Großschreibung spielen keine Rolle: „cafe creme“ findet „Café Crème“. Passt nichts, wird ein kleiner Tippfehler verziehen: „blod angles red“ findet Blood Angels Red.',
  'help.guide.paintDatabase.step3':
    'Unter Filter grenzt du die Liste nach Marke ein, dann nach Reihe; es erscheinen nur die Reihen der gewählten Marke.',
  'help.guide.paintDatabase.step4':
    'Jede Farbe der Datenbank zeigt „Im Bestand ×2“, wenn du sie hast, und „Auf der Wunschliste“, wenn du sie nur haben willst. Fügst du eine Farbe, die du schon hast, noch einmal hinzu, steigt ihre Menge um eins; „Als gekauft markieren“ verschiebt eine Farbe von der Wunschliste in deinen Bestand.',
  'help.guide.paintDatabase.step5':
    'Eine Farbe trägt überall ihre Reihe im Namen („Macragge Blue · Base“, „Macragge Blue · Air“, „Macragge Blue · Spray“), damit Töpfe gleichen Namens unterscheidbar sind. Ein getippter oder importierter Name meint den Pinseltopf, nicht Air oder Spray. Gibt es eine Farbe in mehreren Reihen einer Marke, stehen die anderen Töpfe unter „Auch:“, und sie zeigt „Du hast den Topf Base“, wenn du einen davon besitzt.',
  'help.guide.paintDatabase.step6':
    'Eine Farbe, die der Hersteller nicht mehr macht, zeigt „Nicht mehr erhältlich“ und was du stattdessen kaufen kannst: „Jetzt erhältlich als“ dieselbe Farbe in einer aktuellen Reihe derselben Topfart, sonst die „Ähnlichste aktuelle Farbe“ derselben Marke mit ihrem Farbabstand (ΔE). Die Suche zeigt aktuelle Farben vor eingestellten.',
  'help.guide.paintDatabase.step7':
    'Unter jeder Farbe der Datenbank und der Wunschliste siehst du die Farben aus deinem Bestand, die gleich, sehr nah oder nah sind (eine Tusche wird nur mit Tuschen verglichen, ein Metallic nur mit Metallics).',
  'help.guide.paintDatabase.step8':
    'In deinem Bestand kannst du suchen, unter Filter Marke, Typ oder Sortierung (Name, Marke, Typ oder Menge) wählen, zwischen Liste und Raster wechseln und die Menge einer Farbe erhöhen oder senken. Der Batterie-Knopf markiert eine Farbe als fast leer (die Zahlen zählen diese und Farben ohne Topf); der Herz-Knopf legt eine Farbe zurück auf die Wunschliste.',
  'help.guide.paintDatabase.step9':
    'Neue Farben fügst du mit dem runden +-Knopf hinzu. Tippe in „Farbe hinzufügen“ zwei Buchstaben eines Namens, um sie aus der Datenbank zu wählen.',
  'help.guide.paintDatabase.step10':
    'Im Tab Wunschliste exportierst du eine nach Marken sortierte Einkaufsliste für den Laden und tippst auf „Gekauft“, wenn du sie hast.',
  'help.guide.paintDatabase.step11':
    'Tippe im Laden auf „Scannen“ und richte die Rückkamera auf den Barcode eines Topfes (oder tippe die Ziffern ein): Du siehst sofort, ob du ihn hast, ob er auf deiner Wunschliste steht oder ob du etwas Ähnliches hast, und fügst ihn mit einem Tipp hinzu. Einen Code, den noch niemand zugeordnet hat, ordnest du einer Farbe aus der Datenbank zu; deine Zuordnung gilt sofort auf deinen Geräten und hilft allen, sobald zwei Maler mit bestätigter E-Mail, seit einer Woche dabei, ihn derselben Farbe zugeordnet haben (oder ein Admin ihn bestätigt hat).',
  'help.guide.paintDatabase.tip1':
    'Suche nach einem Hex-Wert wie #8E020F, um die Farben zu finden, die diesem Ton am nächsten kommen, die nächste zuerst.',
  'help.guide.paintDatabase.tip2':
    'Die Datenbank wird nach dem ersten Besuch auf deinem Gerät gespeichert, die Suche klappt also auch ohne Netz.',
  'help.guide.paintDatabase.tip3':
    'Farbfelder sind Näherungen aus den Bildern der Hersteller; Metallics, Tuschen und Contrast-Farben sehen auf dem Modell anders aus. Tuschen, Shades, Contrast-Farben, Tinten und Lasuren werden in zwei Hälften gezeigt, dünn auf Weiß und in einer Vertiefung gesammelt; beides sind Näherungen, bis eine gemessene Farbe sie ersetzt.',
  'help.guide.colourMatch.title': 'Farbsuche',
  'help.guide.colourMatch.step1':
    'Öffne „Farbsuche“ im Menü. Wähle „Foto aufnehmen“, „Foto wählen“ oder ein Foto deiner Miniaturen und tippe oder ziehe darauf: Eine Lupe zeigt, was unter deinem Finger liegt, und der gewählte Farbton ist der Mittelwert einer kleinen Fläche (einstellbar mit dem Regler Fläche).',
  'help.guide.colourMatch.step2':
    'Für echte Farben tippe auf „Graukarte antippen“ und dann auf eine weiße oder graue Karte im Foto, oder wähle „Automatisch“: Jeder Farbton wird korrigiert und vorher und nachher gezeigt.',
  'help.guide.colourMatch.step3':
    'Oder tippe einen Hex-Wert ein, nutze den Farbwähler oder suche eine deiner Farben oder eine Farbe der Datenbank.',
  'help.guide.colourMatch.step4':
    'Die nächsten Farben zeigen zuerst deine eigenen, dann die nächste Farbe jeder Marke, jede mit ihrem ΔE und einem Wort (gleicher Farbton, sehr nah, nah oder weit entfernt). Es antworten nur Farben einer Art: die des Farbtons oder die, die du mit den Chips wählst (Deckend, Metallic, Neon, Wash, Contrast, Lasur), ein deckendes Rot bekommt also nie ein Metallic zur Antwort. „Auf die Wunschliste“ setzt eine Farbe einer Marke auf deine Wunschliste.',
  'help.guide.colourMatch.step5':
    'Ist keine deiner Farben nah genug, schlägt sie zwei deiner Farben zum Mischen vor, mit dem Verhältnis (etwa 2 : 1) und der Mischfarbe neben dem gewünschten Ton.',
  'help.guide.colourMatch.step6':
    '„Palette“ findet die Hauptfarben des Fotos und zu jeder die nächste deiner Farben; „Rezept beginnen“ fügt sie dem Rezept einer Miniatur hinzu oder einer neuen Miniatur, die du benennst.',
  'help.guide.colourMatch.step7':
    'Jede Farbe der Datenbank („Entsprechungen“ auf ihrer Karte) und jede deiner Farben („Entsprechungen bei anderen Marken“ in „Farbe bearbeiten“) öffnet sich hier mit der nächsten aktuellen Farbe jeder anderen Marke, deine zuerst. Die Entsprechungstabelle lädt die Entsprechungen einer ganzen Marke bei einer anderen als CSV-Datei herunter.',
  'help.guide.colourMatch.tip1': 'Fotos bleiben auf deinem Gerät: Farben werden dort gewählt und verglichen, und es klappt offline.',
  'help.guide.colourMatch.tip2': 'Farbwerte sind Näherungen: Nimm einen Treffer als Ausgangspunkt und prüfe den Topf bei Tageslicht.',
  'help.guide.miniatureShowcase.title': 'Miniaturen-Showcase',
  'help.guide.miniatureShowcase.step1':
    'Öffne Projekte und wähle „Bemalte Miniatur hinzufügen“. Gib ihr einen Namen und, wenn du magst, eine Beschreibung.',
  'help.guide.miniatureShowcase.step2':
    'Füge ein Foto hinzu: Wähle eine Bilddatei (unter 20 MB), wähle „Foto aufnehmen“ und dann „Aufnehmen“ für die Kamera, oder füge einen Bildlink ein und wähle „Link verwenden“: Der Server lädt das Bild von jeder öffentlichen Website, ein Link braucht also eine Verbindung. Lässt sich ein Link nicht laden, speichere das Bild auf deinem Gerät und lade es als Datei hoch.',
  'help.guide.miniatureShowcase.step3':
    'Durchsuche die Galerie mit Wörtern aus Name oder Beschreibung einer Miniatur, in beliebiger Reihenfolge; Groß- und Kleinschreibung und Akzente spielen keine Rolle.',
  'help.guide.miniatureShowcase.step4':
    'Öffne „Details ansehen“ auf einer Karte, um Foto, Beschreibung und Farbrezept zu sehen, nach Teilen gruppiert.',
  'help.guide.miniatureShowcase.step5':
    'Wähle „Farbe hinzufügen“: Nimm ein Teil aus der Liste oder tippe dein eigenes, wenn du magst eine Technik und Notizen, und suche dann eine Farbe, indem du 2 oder mehr Buchstaben tippst. Die Vorschläge kommen aus deinen Farben und der Farbdatenbank; der Markenfilter grenzt sie ein.',
  'help.guide.miniatureShowcase.step6':
    'Für eine Farbe, die in keiner davon steht, wähle „Eigene Farbe“ und gib Name, Marke, Farbton und Typ an: Sie kommt ins Rezept und als eigene Farbe in deinen Bestand.',
  'help.guide.miniatureShowcase.step7':
    'Bring die Farben eines Teils mit den Pfeilen nach oben und unten oder per Ziehen mit der Maus in die Reihenfolge, in der du sie benutzt hast. Der Mülleimer-Knopf entfernt eine Farbe aus dem Rezept.',
  'help.guide.miniatureShowcase.step8':
    'Jede Farbe im Rezept zeigt, ob sie in deinem Bestand oder auf deiner Wunschliste ist, und wenn du sie nicht hast, die nächste Farbe, die du hast. Der Knopf „2 fehlende Farben auf die Wunschliste“ (mit deiner Zahl) setzt alle fehlenden auf einmal auf die Wunschliste.',
  'help.guide.miniatureShowcase.step9':
    'Mit „Bearbeiten“ änderst du Name, Beschreibung, Status (Aktiv, Fertig oder Archiviert) oder Foto, mit „Löschen“ entfernst du die Miniatur.',
  'help.guide.miniatureShowcase.step10':
    'Eine Miniatur ist privat, bis du sie teilst. Das Menü „Teilen“ auf einer Karte bietet „Link kopieren“, „Bild herunterladen“ (eine Rezeptkarte mit Foto und den Farben nach Teilen), „Ganzen Showcase teilen“ (Link und Karte zusammen), „Als Text teilen“ (das Rezept ausgeschrieben) und, wenn geteilt, „Teilen beenden“.',
  'help.guide.miniatureShowcase.tip1':
    'All das klappt offline, außer ein Foto über einen Link zu laden. Ein Link, den du offline erstellst, wird aktiv, sobald dieses Gerät abgleicht; das Teilen-Menü zeigt, ob er schon aktiv ist.',
  'help.guide.miniatureShowcase.tip2':
    'Wer einen aktiven Link hat, sieht Foto, Name, Beschreibung und Rezept, nie deine E-Mail. Nach „Teilen beenden“ öffnet der alte Link nichts mehr; teilst du erneut, entsteht ein neuer Link.',
  'help.guide.miniatureShowcase.tip3':
    'Fotos werden für dich verkleinert, große Fotos sind also kein Problem. Gutes Licht und ein ruhiger Hintergrund ergeben die besten.',
  'help.guide.miniatureShowcase.tip4': 'Nach Teilen gruppierte Rezepte machen es leicht, Monate später eine passende Miniatur zu bemalen.',
  'help.guide.miniatureShowcase.tip5':
    'Teile nur Bilder vom Miniaturenbemalen: siehe die Richtlinie für Bildinhalte in den Nutzungsbedingungen.',
  'help.guide.advancedFeatures.title': 'Weitere Funktionen',
  'help.guide.advancedFeatures.step1':
    'Tippe in deinem Bestand auf den Auswahl-Knopf, dann auf „Alle auswählen“ oder auf einzelne Farben, und auf „Auswahl exportieren“, um sie als CSV-Datei (Name, Brand, Type, Color, Quantity, Range, Catalog ID) für eine Tabelle zu speichern.',
  'help.guide.advancedFeatures.step2':
    'Der Import-Knopf nimmt eine CSV-Datei im selben Format oder eine eingefügte Liste von Farbnamen (kleine Tippfehler sind in Ordnung, „2x Nuln Oil“ fügt zwei hinzu) und zeigt, was hinzukommt, bevor etwas hinzukommt.',
  'help.guide.advancedFeatures.step3':
    'Dort speicherst du auch alles (Farben, Miniaturen und Rezepte, die Stufennamen und das Ziel des Pile of Shame, ohne Fotos) als eine JSON-Sicherungsdatei und stellst sie wieder her.',
  'help.guide.advancedFeatures.step4': 'Name, E-Mail-Adresse, Passwort und Profilbild änderst du in den Profileinstellungen.',
  'help.guide.advancedFeatures.step5':
    'Schick auf der Feedback-Seite einen Fehlerbericht, einen Funktionswunsch oder allgemeines Feedback und verfolge den Status in deinem Verlauf.',
  'help.guide.advancedFeatures.step6': 'Mit F8 springst du zu einer Meldung; mit Tab und Enter erreichst du jedes Bedienelement ohne Maus.',
  'help.guide.advancedFeatures.tip1': 'Meldest du dich auf einem anderen Gerät an, sind dein Bestand und deine Projekte auch dort.',
  'help.guide.advancedFeatures.tip2': 'Was du offline änderst, bleibt auf deinem Gerät, bis du wieder online bist.',
  'help.guide.advancedFeatures.tip3':
    'Ist eine neue Version der App bereit, bietet eine Meldung an, neu zu laden; wählst du „Später“, geht nichts verloren.',
  'help.licences': 'Farbdaten und Lizenzen',
  'help.next': 'Bereit zum Malen?',
  'help.goInventory': 'Zum Bestand',
  'help.goProjects': 'Zu den Projekten',
  'help.backHome': 'Zur Startseite',
} satisfies AreaCatalog<typeof help>;

import type { Messages } from '../shape';

export const pages: Messages['pages'] = {
  homeHeading: 'Glücksrad drehen: fair und zufällig entscheiden',
  homeLead: 'Tippe deine Optionen ein, dreh das Rad und lass den Zufall entscheiden. Jeder Eintrag hat genau dieselbe Chance.',
  customizeHeading: 'Gestalte dein Glücksrad',
  templatesSectionHeading: 'Mit einer Vorlage starten',
  templatesSectionLead: 'Ein Klick lädt eine fertige Liste aufs Rad und ersetzt die aktuellen Einträge.',
  coinHeading: 'Münze werfen',
  coinLead: 'Was sagst du: Kopf oder Zahl?',
  templatesHeading: 'Vorlagen fürs Glücksrad',
  templatesLead: 'Such dir eine fertige Liste aus und dreh sie mit einem Klick.',
  blogHeading: 'Unser Blog',
  blogLead: 'Ideen für Unterricht, Partys, Teams und Alltagsentscheidungen.',
  subscribeRss: 'Per RSS abonnieren',
  verifyHeading: 'Ziehung überprüfen',
  verifyLead:
    'War das Gewinnspiel fair? Gib dieser Seite das Ziehungsprotokoll oder den Prüflink: Sie wiederholt die Ziehung und bestätigt, dass Liste und Gewinner die sind, die vorab versiegelt wurden – mit der drand-Beacon-Runde, für die die Ziehung versiegelt wurde (ihre Signatur wird hier geprüft, ohne Anfrage an irgendwen), oder bei einer Ziehung mit öffentlichem Startwert mit den aufgedeckten Startwerten. Ein Ankündigungslink, vor der Ziehung geteilt, zeigt die versiegelte Liste, damit Teilnehmer prüfen können, ob sie dabei sind; ist der Ziehungszeitpunkt vorbei, kann jeder darüber die Gewinner abrufen.',
  verifyNoScript:
    'Zum Prüfen eines Protokolls braucht diese Seite JavaScript. Ohne JavaScript macht das eigenständige Prüfprogramm am Ende dieser Seite dieselben Prüfungen auf deinem eigenen Computer.',
  guideGettingStarted: 'Erste Schritte',
  guideEntriesTab: 'Der Tab „Einträge“',
  guideSpinTab: 'Der Tab „Drehen“',
  guideFairness: 'Warum jede Drehung fair ist',
  guideThemeTab: 'Der Tab „Design“',
  guideResultsTab: 'Der Tab „Ergebnisse“',
  guideTemplates: 'Vorlagen',
  guideCoinFlip: 'Der Münzwurf',
  guideAccessibility: 'Barrierefreiheit und Tastaturtipps',
  guideOfflinePrivacy: 'Offline und Datenschutz',
  guideTips: 'Tipps für Unterricht, Partys und Gewinnspiele',
  guidePicturesEmbed: 'Bilder auf dem Rad und das Rad auf deiner eigenen Seite',
};

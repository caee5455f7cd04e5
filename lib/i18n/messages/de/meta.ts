import type { Messages } from '../shape';

export const meta: Messages['meta'] = {
  siteTagline: 'Das faire, kostenlose Glücksrad',
  siteDescription:
    'Tippe deine Optionen ein, dreh das Rad und erhalte einen zufälligen, fairen Gewinner. Kostenlos, privat und offline nutzbar – auf jedem Smartphone und Computer.',
  shareImageAlt: 'SpinFair-Glücksrad',
  homeTitle: 'SpinFair: Glücksrad drehen – kostenloser Zufallsgenerator',
  coinTitle: 'Münze werfen: Kopf oder Zahl kostenlos online',
  coinDescription:
    'Wirf eine faire virtuelle Münze für Kopf oder Zahl – mit eigenen Beschriftungen, Farben und einem Verlauf aller Würfe.',
  templatesTitle: 'Vorlagen fürs Glücksrad: fertige Listen zum Drehen',
  templatesDescription:
    'Starte mit einem fertigen Glücksrad: Mittagessen, Kaffeebestellung, Wochenendpläne, Partyspiele, Ja oder Nein, Büropausen und Eisbrecher.',
  templateTitle: 'Glücksrad-Vorlage „{title}“',
  templateDescription:
    '{description} Ein fertiges Glücksrad mit {count, plural, one {# Eintrag} other {# Einträgen}} zum Drehen.',
  blogTitle: 'Blog: Ideen für Glücksräder, Spiele und Entscheidungen',
  blogName: 'SpinFair-Blog',
  blogDescription:
    'Artikel darüber, wie du ein Glücksrad im Unterricht, auf Partys, bei der Arbeit und zu Hause einsetzt – und was eine Zufallsauswahl fair macht.',
  blogFeedTitle: 'SpinFair-Blog (RSS)',
  verifyTitle: 'Ziehung überprüfen',
  verifyDescription:
    'Prüfe ein SpinFair-Gewinnspiel selbst: Öffne den Prüflink oder das Ziehungsprotokoll und sieh nach, ob Liste und Gewinner zum vorab veröffentlichten Siegel passen.',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundDescription: 'Die gesuchte Seite existiert nicht.',
  breadcrumbHome: 'Startseite',
  shareHomeKicker: 'Kostenloser Zufallsgenerator',
  shareHomeTitle: 'Dreh das Rad und finde einen fairen Gewinner',
  shareHomeAlt: 'SpinFair: ein buntes Glücksrad neben den Worten „Dreh das Rad und finde einen fairen Gewinner“',
  shareCoinKicker: 'Münzwurf',
  shareCoinTitle: 'Wirf eine Münze: Kopf oder Zahl?',
  shareCoinAlt: 'SpinFair-Münzwurf: eine goldene Münze neben den Worten „Wirf eine Münze: Kopf oder Zahl?“',
  shareTemplatesKicker: 'Glücksrad-Vorlagen',
  shareTemplatesTitle: 'Fertige Listen, mit einem Klick gedreht',
  shareTemplatesAlt: 'SpinFair-Vorlagen: ein Glücksrad neben den Worten „Fertige Listen, mit einem Klick gedreht“',
  shareTemplateKicker: 'Glücksrad-Vorlage',
  shareTemplateAlt: 'Das Glücksrad „{title}“ auf SpinFair, {count, plural, one {{count} Feld} other {{count} Felder}}: {entries}',
  sharePostAlt: 'SpinFair-Blog: „{title}“, mit einem Glücksrad',
};

import type { Messages } from '../shape';

/** Titles and descriptions of the pages, for search results, tabs and shared links. */
export const meta: Messages['meta'] = {
  siteTagline: 'La ruota della fortuna gratuita ed equa',
  siteDescription:
    'Scrivi le tue opzioni, gira la ruota e ottieni un vincitore casuale ed equo. Gratis, senza registrazione, funziona offline su telefono e computer.',
  shareImageAlt: 'La ruota della fortuna di SpinFair',
  homeTitle: 'SpinFair: gira la ruota, estrazione casuale gratis',
  coinTitle: 'Lancia una moneta: testa o croce online, gratis',
  coinDescription:
    'Lancia una moneta virtuale e imparziale: testa o croce, con etichette e colori a tua scelta e la cronologia di ogni lancio.',
  templatesTitle: 'Modelli di ruota: liste pronte da girare',
  templatesDescription:
    'Parti da una ruota già pronta: pranzo, caffè al bar, weekend, giochi per le feste, sì o no, pause in ufficio e rompighiaccio.',
  templateTitle: 'Modello di ruota «{title}»',
  templateDescription: '{description} Una ruota pronta con {count, plural, one {# voce} other {# voci}} da girare.',
  blogTitle: 'Blog: idee per ruote, giochi e decisioni',
  blogName: 'Blog di SpinFair',
  blogDescription:
    "Articoli su come usare la ruota della fortuna in classe, alle feste, al lavoro e a casa, e su cosa rende davvero equa un'estrazione a sorte.",
  blogFeedTitle: 'Blog di SpinFair (RSS)',
  verifyTitle: "Verifica un'estrazione",
  verifyDescription:
    'Controlla tu stesso un giveaway fatto con SpinFair: apri il link di verifica o il registro e scopri se lista e vincitori corrispondono al sigillo pubblicato prima.',
  notFoundTitle: 'Pagina non trovata',
  notFoundDescription: 'La pagina che cercavi non esiste.',
  breadcrumbHome: 'Home',
  shareHomeKicker: 'Estrazione casuale gratis',
  shareHomeTitle: 'Gira la ruota: un vincitore scelto in modo equo',
  shareHomeAlt:
    'SpinFair: una ruota della fortuna colorata accanto alla scritta «Gira la ruota: un vincitore scelto in modo equo»',
  shareCoinKicker: 'Testa o croce',
  shareCoinTitle: 'Lancia una moneta: testa o croce?',
  shareCoinAlt: "Testa o croce su SpinFair: una moneta d'oro accanto alla scritta «Lancia una moneta: testa o croce?»",
  shareTemplatesKicker: 'Modelli di ruota',
  shareTemplatesTitle: 'Liste pronte da girare con un clic',
  shareTemplatesAlt:
    'Modelli di ruota di SpinFair: una ruota della fortuna accanto alla scritta «Liste pronte da girare con un clic»',
  shareTemplateKicker: 'Modello di ruota',
  shareTemplateAlt: 'La ruota «{title}» su SpinFair, {count, plural, one {# spicchio} other {# spicchi}}: {entries}',
  sharePostAlt: 'Blog di SpinFair: «{title}», con una ruota della fortuna',
};

import type { Messages } from '../shape';

/** The words of the pages themselves, around their tools and content. */
export const pages: Messages['pages'] = {
  homeHeading: "Gira la ruota: un'estrazione casuale ed equa",
  homeLead: 'Scrivi le tue opzioni, gira la ruota e lascia decidere al caso. Ogni voce ha esattamente la stessa probabilità.',
  customizeHeading: 'Personalizza la tua ruota',
  templatesSectionHeading: 'Parti da un modello',
  templatesSectionLead: 'Con un clic la lista pronta finisce sulla ruota al posto delle voci attuali.',
  coinHeading: 'Lancia una moneta',
  coinLead: 'Testa o croce? A te la scelta!',
  templatesHeading: 'Modelli di ruota',
  templatesLead: 'Scegli una lista pronta e girala con un clic.',
  blogHeading: 'Il nostro blog',
  blogLead: 'Idee per la scuola, le feste, il lavoro di squadra e le decisioni di tutti i giorni.',
  subscribeRss: 'Iscriviti al feed RSS',
  verifyHeading: "Verifica un'estrazione",
  verifyLead:
    "Il giveaway è stato equo? Inserisci qui il registro dell'estrazione o il suo link di verifica: la pagina rifà l'estrazione e conferma che la lista e i vincitori sono quelli sigillati in anticipo, partendo dal round del beacon drand per cui l'estrazione è stata sigillata (la sua firma viene controllata qui, senza chiedere nulla a nessuno) oppure, per un'estrazione con seme pubblico, dai semi svelati. Un link di annuncio, condiviso prima dell'estrazione, mostra la lista sigillata, così i partecipanti possono controllare di esserci; passata l'ora dell'estrazione, chiunque può ricavarne i vincitori.",
  verifyNoScript:
    'Per controllare un registro qui serve JavaScript. Senza JavaScript, il verificatore autonomo in fondo a questa pagina fa gli stessi controlli direttamente sul tuo computer.',
  guideGettingStarted: 'Per iniziare',
  guideEntriesTab: 'La scheda Voci',
  guideSpinTab: 'La scheda Rotazione',
  guideFairness: 'Perché ogni giro è equo',
  guideThemeTab: 'La scheda Tema',
  guideResultsTab: 'La scheda Risultati',
  guideTemplates: 'Modelli',
  guideCoinFlip: 'Il lancio della moneta',
  guideAccessibility: 'Accessibilità e uso da tastiera',
  guideOfflinePrivacy: 'Offline e privacy',
  guideTips: 'Consigli per la classe, le feste e i giveaway',
  guidePicturesEmbed: 'Immagini sulla ruota e la ruota nelle tue pagine',
};

/** The template gallery and each template's page. */
export const templates = {
  useTemplate: 'Use This Template',
  templateError: 'Sorry, there was an error loading this template.',
  entriesLabel: '{title} entries',
  onThisWheel: 'On this wheel',
  allTemplates: 'All templates',
};

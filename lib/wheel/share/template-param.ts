/** The query parameter of a template link (`/?template_entries=[...]`): a JSON list of entry texts. */
export const TEMPLATE_PARAM = 'template_entries';

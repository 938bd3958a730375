/**
 * The height a credential panel reserves for its selectors, fields and footer, so the page does
 * not move when it arrives: the island's placeholder (src/authoring/ProjectCredentials/ and its
 * siblings) and the panel host (PanelHost.tsx) both reserve it.
 */
export const panelMinHeight = (fields: number): number => 150 + 76 * fields;

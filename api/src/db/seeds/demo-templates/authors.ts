/**
 * The invented community authors of the demo catalogue. None is a real person; the names give the
 * catalogue a believable spread of creators on the cards and the detail page.
 */
export const AUTHORS = {
  team: 'FlowVault Team',
  mara: 'Mara Lindqvist',
  tomas: 'Tomás Okafor',
  priya: 'Priya Raman',
  jonas: 'Jonas Weber',
  aiko: 'Aiko Tanaka',
  lucas: 'Lucas Ferreira',
  noor: 'Noor Haddad',
} as const;

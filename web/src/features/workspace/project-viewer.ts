/** Who opens a project's workspace: its client or the expert it was given to. */
export type ProjectViewer = 'client' | 'expert';

import type { Services } from '../../services';
import { projectRepository as projects } from './project.repository';

/**
 * Opens the workspace of every active or completed request that has none: requests activated
 * before workspaces existed, and hiring's demo requests, which its seed writes as rows rather
 * than through a payment. Idempotent: a request with tasks is not read again.
 */
export async function seedWorkspaces({ db, workspace }: Services): Promise<void> {
  const missing = await projects.withoutWorkspace(db);
  for (const project of missing) {
    await db.transaction((tx) => workspace.createFor(tx, project.id));
  }
}

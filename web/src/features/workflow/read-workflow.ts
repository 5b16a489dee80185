/**
 * Pages read a template's workflow JSON from here; the reading itself is shared with the API's
 * diagram (`api/src/workflow-graph`), and typed by the lookup: given `nodeTypeLookup(...)`, it
 * gives the web's `Workflow`.
 */
export { readWorkflow } from '../../../../api/src/workflow-graph';

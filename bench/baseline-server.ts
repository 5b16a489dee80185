import { createServer } from 'node:http';
import { Pool } from 'pg';

/** One recorded SQL statement of the app's list endpoint, with its parameters. */
export interface RecordedStatement {
  sql: string;
  parameters: unknown[];
}

/**
 * The baseline: a minimal Node http server that answers each route by running exactly the SQL
 * statements the app ran for it (recorded beforehand) on the same database, and writing the rows
 * as JSON. What the app costs beyond it is the framework, validation, presenters and GraphQL.
 *
 * Run as a child process: argv[2] is the database URL; the parent then sends the map
 * path -> statements as its first IPC message.
 */
async function main(): Promise<void> {
  const url = process.argv[2];
  const recorded = await new Promise<Record<string, RecordedStatement[]>>((resolve) =>
    process.once('message', (message) => resolve(message as Record<string, RecordedStatement[]>)),
  );
  const routes = new Map<string, RecordedStatement[]>(Object.entries(recorded));
  const pool = new Pool({ connectionString: url, max: 20 });
  const server = createServer(async (req, res) => {
    const statements = routes.get(req.url ?? '');
    if (!statements) {
      res.writeHead(404).end();
      return;
    }
    try {
      const results = [];
      for (const statement of statements) {
        results.push((await pool.query(statement.sql, statement.parameters)).rows);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(results));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
}

void main();

/** How the inbox's script is bundled: by scripts/build-server.mjs for production, by server/inbox/assets.ts from the sources. */
export const inboxScriptEntry = 'server/inbox/assets/inbox-client.ts';
export const inboxScriptBuild = { bundle: true, format: 'esm', target: 'es2022', minify: true, legalComments: 'none', platform: 'browser' };

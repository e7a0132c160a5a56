// A minimal app on the official framework (@crowdin/app-project-module 3.2.2), driven by
// tests/emulator_driver_node.rs. It handles a tiny "key = value" format (`.kv` files):
// parse-file returns one string per line (with an HTML preview), build-file writes the
// translations back; a file-pre-export module upper-cases the target translations.
//
// Environment: CLIENT_ID, CLIENT_SECRET (OAuth client), TOKEN_URL (the installation token
// endpoint, crowdinUrls.accountUrl), DB_FOLDER (created here first: the framework does not).
// It listens on 127.0.0.1 with an ephemeral port and prints `LISTENING <base url>`.
'use strict';

const fs = require('fs');
const http = require('http');
const path = require('path');
const express = require('express');
const crowdinModule = require('@crowdin/app-project-module');

const dbFolder = process.env.DB_FOLDER || path.join(__dirname, 'db');
fs.mkdirSync(dbFolder, { recursive: true });

function parseKv(text) {
  const out = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([^#=\s][^=]*?)\s*=\s*(.*)$/.exec(line);
    if (m) out.push({ key: m[1], value: m[2] });
  }
  return out;
}

function escapeHtml(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const app = express();
const configuration = {
  name: 'Node framework test app',
  identifier: 'node-framework-test',
  description: 'Key-value files through the official framework',
  clientId: process.env.CLIENT_ID,
  clientSecret: process.env.CLIENT_SECRET,
  dbFolder,
  imagePath: path.join(path.dirname(require.resolve('@crowdin/app-project-module')), 'logo.png'),
  crowdinUrls: { accountUrl: process.env.TOKEN_URL },
  disableGlobalErrorHandling: true,
  customFileFormat: [
    {
      type: 'kv-lines',
      signaturePatterns: { fileName: '\\.kv$', fileContent: '=' },
      parseFile: async ({ fileContent }) => {
        const entries = parseKv(fileContent.toString('utf8'));
        const strings = entries.map((e, i) => ({ identifier: e.key, text: e.value, previewId: i }));
        const html = '<html><body>' +
          entries.map((e, i) => `<p><span id="string_preview_id_${i}" class="crowdin_phrase">${escapeHtml(e.value)}</span></p>`).join('') +
          '</body></html>';
        return { strings, previewFile: Buffer.from(html, 'utf8') };
      },
      buildFile: async ({ fileContent, request, strings }) => {
        const lang = request.targetLanguages[0].id;
        const byKey = new Map(strings.map((s) => [s.identifier, s]));
        const lines = parseKv(fileContent.toString('utf8')).map((e) => {
          const s = byKey.get(e.key);
          const t = s && s.translations && s.translations[lang];
          return `${e.key} = ${t && typeof t.text === 'string' ? t.text : e.value}`;
        });
        return { contentFile: Buffer.from(lines.join('\n') + '\n', 'utf8') };
      },
    },
  ],
  filePreExport: [
    {
      signaturePatterns: { fileName: '\\.kv$' },
      fileProcess: async ({ request, content }) => {
        const lang = request.targetLanguages[0].id;
        const strings = content.map((s) => {
          const t = s.translations && s.translations[lang];
          if (t && typeof t.text === 'string') {
            return { ...s, translations: { ...s.translations, [lang]: { ...t, text: t.text.toUpperCase() } } };
          }
          return s;
        });
        return { strings };
      },
    },
  ],
};

crowdinModule.addCrowdinEndpoints(app, configuration);
// The framework replaces express's `listen` with one that ignores the host (it would listen on
// every interface): bind 127.0.0.1 through node's http server instead.
const server = http.createServer(app);
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  process.stdout.write(`LISTENING http://127.0.0.1:${port}\n`);
});

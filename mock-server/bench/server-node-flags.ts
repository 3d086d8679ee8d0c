// Node options every bench server process runs with: the same as `npm start` (package.json), so the
// figures are those of the server developers run. A young generation of 64 MB semi-spaces: the chat
// gateway and the HTTP routes allocate many short-lived objects per message or request, and with
// V8's default (16 MB) the scavenges cost more CPU per chat message (figure in the README's chat
// Benchmark section).
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];

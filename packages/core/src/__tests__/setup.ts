// The core tests read sentences as the server does: English registered at once (src/node.ts).
import '../node.js';

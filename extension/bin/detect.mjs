#!/usr/bin/env node
// Text on stdin, the claims it holds (prose and text tables) as a JSON array on stdout (DESIGN section 9).
import { findClaims } from "../lib/find-claims.js";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
process.stdout.write(JSON.stringify(findClaims(Buffer.concat(chunks).toString("utf8"))) + "\n");

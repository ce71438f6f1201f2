#!/usr/bin/env node
// Text on stdin, the claims it holds as a JSON array on stdout (DESIGN section 9).
import { detect } from "../lib/detect.js";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
process.stdout.write(JSON.stringify(detect(Buffer.concat(chunks).toString("utf8"))) + "\n");

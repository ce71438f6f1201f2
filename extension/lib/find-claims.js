import { detect } from "./detect.js";
export const findClaims = (text) => detect(text);

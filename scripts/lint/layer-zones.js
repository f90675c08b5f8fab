// The layer rule's zones for import-x/no-restricted-paths, generated from the folders so a new
// feature or entity is covered without editing the config.
//   app -> features -> entities -> shared (components, lib, i18n, integrations)
// A layer imports only from layers below it; no feature imports another feature. Entities may
// import each other's public index (keys to invalidate, shared row types).
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SHARED = ["src/components", "src/lib", "src/i18n", "src/integrations"];

function folders(dir, root) {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** @param {string} [root] the project folder (the fixtures' test passes its own). */
export function layerZones(root = ROOT) {
  const at = (p) => path.join(root, p);
  const zones = [
    ...SHARED.map((target) => ({
      target: at(target),
      from: [at("src/app"), at("src/features"), at("src/entities")],
      message: "The shared layer imports no app, feature or entity code.",
    })),
    {
      target: at("src/entities"),
      from: [at("src/app"), at("src/features")],
      message: "Entities import only other entities and the shared layer.",
    },
    {
      target: at("src/features"),
      from: [at("src/app")],
      message: "Features import no app code.",
    },
  ];
  for (const feature of folders("src/features", root)) {
    zones.push({
      target: at(`src/features/${feature}`),
      from: [at("src/features")],
      except: [`./${feature}`],
      message: `No feature imports another: move the piece ${feature} needs down a layer (entity or shared) or compose the two in src/app.`,
    });
  }
  return zones;
}

/** The resolver options that make "@/..." resolve like Vite and TypeScript do. */
export function aliasResolverOptions(root = ROOT) {
  return {
    extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    alias: { "@": [at(root, "src")] },
  };
}

function at(root, p) {
  return path.join(root, p);
}

/**
 * Folders of product code never import each other both ways: a folder is a unit one can read,
 * move or split without dragging its importers along. Checked by `npm run check:imports` beside
 * the module rules; tests and their `testing/` helpers are left out, as a test may reach into the
 * folder it tests from a helper beside it.
 */
const modules = require("./.dependency-cruiser.cjs");

module.exports = {
  forbidden: [
    {
      name: "no-folder-cycles",
      comment: "Two folders that import each other are one folder in two places: move the shared piece or invert the call.",
      severity: "error",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...modules.options,
    exclude: { path: [modules.options.exclude.path, "[.]test[.]tsx?$", "/testing/"] },
  },
};

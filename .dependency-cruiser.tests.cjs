/** Tests, fixtures, journeys and scripts keep the package order (scripts/import-check/house-rules.cjs). */
const { packageOrder, options } = require('./scripts/import-check/house-rules.cjs');

module.exports = {
  forbidden: packageOrder,
  options: { ...options, exclude: { path: [options.exclude.path, '(^|/)scripts/import-check/fixture/'] } },
};

/** Product code keeps every house rule (scripts/import-check/house-rules.cjs). */
const { packageOrder, structure, options, TESTS } = require('./scripts/import-check/house-rules.cjs');

module.exports = {
  forbidden: [...packageOrder, ...structure],
  options: { ...options, exclude: { path: [options.exclude.path, TESTS] } },
};

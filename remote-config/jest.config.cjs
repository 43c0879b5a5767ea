module.exports = require('@clinica/tooling/jest');

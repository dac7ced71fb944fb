// ts-jest wants { name, version, factory }; @nestjs/swagger/plugin exports `before`. Same options as nest-cli.json.
const transformer = require('@nestjs/swagger/plugin');

module.exports.name = 'nestjs-swagger-transformer';
module.exports.version = 1;
module.exports.factory = (compiler) =>
  transformer.before(
    { dtoFileNameSuffix: ['.dto.ts'], controllerFileNameSuffix: ['.controller.ts'], introspectComments: true, classValidatorShim: true },
    compiler.program,
  );

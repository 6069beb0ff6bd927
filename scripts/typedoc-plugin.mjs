// Keeps the API reference to what this package defines: members a class inherits are listed
// once, on the class that declares them (each page links to its base), and the ~1,650
// generated ATen operator methods are summarised rather than listed one by one.
import { Converter, ReflectionKind } from 'typedoc';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const project = context.project;
    for (const reflection of project.getReflectionsByKind(ReflectionKind.ClassMember | ReflectionKind.InterfaceMember)) {
      if (!project.getReflectionById(reflection.id)) continue;
      if (reflection.inheritedFrom || isGenerated(project, reflection)) project.removeReflection(reflection);
    }
  });
}

function isGenerated(project, reflection) {
  const id = project.getSymbolIdFromReflection(reflection);
  return id !== undefined && /\/src\/torch\/generated\//.test(id.fileName);
}

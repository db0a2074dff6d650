"""Python containers and objects, and which of them outlive a trace.

A traced function that stores a tracer in a Python object made outside it (a list of
the module, a dict of an enclosing function, an attribute of an outer object) lets
the tracer escape: the object is still there when the trace is over.  These are the
facts about names such a question needs, general enough for any rule:

- :meth:`Containers.kind`: a name is provably a Python list or dict;
  :meth:`Containers.attribute_kind`: so is every ``obj.attribute`` of the module;
  :meth:`Containers.held_kind`: so is one object's ``obj.attribute``, as what its class's
  ``__init__`` stores there is handed by every construction (``self.dct = dct`` with
  ``a = A({})``);
- :meth:`Containers.plain_object`: a name provably holds an instance of a plain class
  of this file (or a ``types.SimpleNamespace``), on which setting an attribute just
  stores it;
- :meth:`Containers.outer_scope`: where a name a function reads is bound, when that is
  outside the function;
- :meth:`Containers.outlives_trace`: a Python object bound in that scope outlives the
  values a trace of the function makes;
- :meth:`Containers.instance_outlives_trace`: so does a traced method's instance (jitted
  with ``self`` static, or run as a helper on an outer plain object: ``stimuli.set_currents(c)``).

Every answer is a proof or None/False, and "don't know" keeps the rules silent.
"""

from __future__ import annotations

import ast
from typing import Callable, Optional

from ..jaxapi.transforms import ARGNUMS_AND_NAMES
from ..names import Names
from ..project import MethodEntry
from ..scopes import Assigned, Scope, ScopeType
from ..traces import Traces
from ..tracing_kinds import ABSTRACT, Tracing

# Constructors of containers, by qualified name (builtins are checked unshadowed).
CONTAINER_CALLS = {
    "collections.deque": "deque",
    "collections.defaultdict": "dict",
    "collections.OrderedDict": "dict",
}
CONTAINER_DISPLAYS = {ast.List: "list", ast.ListComp: "list", ast.Dict: "dict", ast.DictComp: "dict"}
# Class-body names that make ``obj.attr = value`` more than a store.
_SETATTR_HOOKS = ("__setattr__", "__slots__", "__getattr__", "__getattribute__")
# The traces whose tracers a side effect lets escape: jit's, vmap's, a lax body's, and grad's
# (a JVP tracer, LinearizeTracer on 0.10.2, raises UnexpectedTracerError used after grad returns).
LEAKING = ABSTRACT | Tracing.DIFFERENTIATED
_MAX_BASES = 10
_MAX_RECEIVERS = 4  # self.a() -> self.b() -> ...: how far back a method's instance is followed


class Containers:
    def __init__(self, names: Names, traces: Traces, held: Optional[Callable] = None) -> None:
        """``held(node, scope)``: [(expression, its scope)] a field ``obj.attribute`` holds,
        as written where each is set (:meth:`.config_values.ConfigValues.held`), or None."""
        self.names = names
        self.traces = traces
        self.held = held
        self._outliving: dict = {}  # (method, attribute) -> instance_outlives_trace's answer

    # ---- containers ----------------------------------------------------------------
    def kind(self, name: str, scope: Scope) -> Optional[str]:
        """"list" or "dict" when every binding of ``name`` seen from ``scope`` is a list
        (dict) display or comprehension, or a call of the builtin ``list()`` (``dict()``,
        ``collections.defaultdict``, ``collections.OrderedDict``); "deque" for
        ``collections.deque``; else None.
        ``global`` declarations, ``del``, parameters, imports: no proof."""
        bindings = scope.lookup(name)
        if not bindings:
            return None
        return self._one_kind(bindings)

    def attribute_kind(self, attribute: str) -> Optional[str]:
        """"list", "dict" or "deque" when every store into any ``.attribute`` of the module
        builds one (``self.losses = []``), and no class body binds that name."""
        bindings = self.names.attributes.get(attribute)
        if not bindings or attribute in self.names.class_names:
            return None
        return self._one_kind(bindings)

    def held_kind(self, node: ast.Attribute, scope: Scope) -> Optional[str]:
        """"list", "dict" or "deque" when everything the field ``node`` (``a.dct``,
        ``self.dct``) may hold, as it is set (in ``__init__`` from what every construction
        hands it: ``A({})``), builds one, or is a name every binding of which does."""
        held = self.held(node, scope) if self.held is not None else None
        if not held:
            return None
        kinds = set()
        for value, where in held:
            # a construction in another module: the container its module proves it hands
            kind = (value.container or None) if where is None else self.expression_kind(value, where)
            if kind is None:
                return None
            kinds.add(kind)
        return kinds.pop() if len(kinds) == 1 else None

    def expression_kind(self, node: ast.expr, scope: Scope) -> Optional[str]:
        """"list", "dict" or "deque" when ``node`` builds one, or is a name every binding of
        which does (what a call hands a parameter, as :class:`.project.Handed` records it)."""
        kind = self._built(node, scope)
        if kind is None and isinstance(node, ast.Name):
            kind = self.kind(node.id, scope)
        return kind

    def _one_kind(self, bindings: list) -> Optional[str]:
        """The one container kind every binding (an assignment) builds; else None."""
        kinds = set()
        for binding in bindings:
            if not isinstance(binding, Assigned):
                return None
            kind = self._built(binding.value, binding.scope)
            if kind is None:
                return None
            kinds.add(kind)
        return kinds.pop() if len(kinds) == 1 else None

    def _built(self, node: ast.expr, scope: Scope) -> Optional[str]:
        display = CONTAINER_DISPLAYS.get(type(node))
        if display is not None:
            return display
        if isinstance(node, ast.Call):
            for builtin in ("list", "dict"):
                if self.names.is_builtin(node.func, scope, builtin):
                    return builtin
            return CONTAINER_CALLS.get(self.names.qualified_name(node.func, scope) or "")
        return None

    # ---- plain objects ----------------------------------------------------------------
    def plain_object(self, name: str, scope: Scope, attribute: str) -> bool:
        """Every binding of ``name`` seen from ``scope`` is a call of ``types.SimpleNamespace``
        or of a plain class of this file: undecorated, no metaclass, no base but ``object``
        or another plain class, no ``__setattr__``/``__slots__``/``__getattr__``, and no
        class-level ``attribute`` (a property or descriptor would run code): so
        ``name.attribute = value`` just stores the value on the object."""
        bindings = scope.lookup(name)
        if not bindings:
            return False
        for binding in bindings:
            if not (isinstance(binding, Assigned) and isinstance(binding.value, ast.Call)):
                return False
            call = binding.value
            if self.names.qualified_name(call.func, binding.scope) == "types.SimpleNamespace":
                continue
            if not self._plain_class(call.func, binding.scope, attribute, 0):
                return False
        return True

    def _plain_class(self, node: ast.expr, scope: Scope, attribute: str, depth: int) -> bool:
        if depth > _MAX_BASES or not isinstance(node, ast.Name):
            return False
        definition = scope.defined(node.id)
        if not isinstance(definition, ast.ClassDef) or definition.decorator_list or definition.keywords:
            return False
        body = self.names.scope_of_class.get(definition)
        if body is None or attribute in body.bindings or any(hook in body.bindings for hook in _SETATTR_HOOKS):
            return False
        outer = body.parent
        return all(
            (isinstance(base, ast.Name) and base.id == "object" and outer.lookup("object") is None)
            or self._plain_class(base, outer, attribute, depth + 1)
            for base in definition.bases
        )

    # ---- outliving a trace ----------------------------------------------------------------
    def outer_scope(self, name: str, function: Scope) -> Optional[Scope]:
        """The scope where the ``name`` that ``function`` reads (or declares ``global`` or
        ``nonlocal``) lives, when that is outside ``function``: the module or an enclosing
        function (classes are skipped, as Python does).  None when ``function`` binds it
        itself, or nothing does."""
        declared = function.declared.get(name)
        if declared == "global":
            return self.names.module_scope
        if name in function.bindings and declared is None:
            return None
        scope = function.parent
        while scope is not None:
            if scope.type is not ScopeType.CLASS and name in scope.bindings:
                return scope
            scope = scope.parent
        return None

    def outlives_trace(self, scope: Scope, function: Scope) -> bool:
        """A Python object bound in ``scope`` (the module or a function around ``function``)
        outlives the tracers that tracing ``function`` (jit, vmap, pmap, a lax body, grad & co)
        makes.  A module's objects always do.  An enclosing function's do when a transform or lax
        primitive enters ``function`` itself, a trace of its own; a helper merely called
        by its encloser runs in the encloser's trace, where its tracers are still alive."""
        tracing = self.traces.traced
        if not tracing.how(function) & LEAKING:
            return False
        if scope.type is ScopeType.MODULE:
            return True
        return bool(tracing.entered(function) & LEAKING)

    # ---- instances that outlive a trace ----------------------------------------------------
    def static_self(self, method: Scope) -> bool:
        """``method`` is jitted by its decorators with its instance parameter static
        (``@partial(jax.jit, static_argnums=0)``), or jitted as a bound method
        (``jax.jit(self.f)``): ``self`` is the caller's object itself."""
        if not method.is_method or not method.positional:
            return False
        traced = self.traces.traced
        if traced.traced_bound(method):
            return True
        transforms = self.traces.transforms
        for layer in transforms.of_def(method).known_inner_layers():
            if layer.spec.static_style == ARGNUMS_AND_NAMES:  # jit
                statics = transforms.static_spec(layer, method)
                return statics is not None and method.positional[0] in statics.names()
        return False

    def instance_outlives_trace(self, method: Scope, attribute: str, depth: int = 0) -> bool:
        """The instance ``self`` of the traced ``method`` outlives the tracers of its trace,
        so ``self.attribute = tracer`` (or an append to ``self.attribute``) lets one escape:
        ``method`` is jitted with ``self`` static (:meth:`static_self`), or no transform
        enters it and every traced call into it is a method call on an object that outlives
        its caller's trace: an outer plain object of this file (``stimuli.set_currents(c)``
        in a jitted ``simulate``, ``stimuli`` built by the module, jaxley#74), or the
        caller's own instance when that one does (``self._store(out)`` in a method jitted
        with ``self`` static).  Asked only of a store on ``self`` in a traced method; the
        edges into it are the call graph's, already built by the tracing solution."""
        key = (method, attribute)
        found = self._outliving.get(key)
        if found is None:
            found = self._outliving[key] = self._instance_outlives(method, attribute, depth)
        return found

    def _instance_outlives(self, method: Scope, attribute: str, depth: int) -> bool:
        if self.static_self(method):
            return True
        traced = self.traces.traced
        if depth >= _MAX_RECEIVERS or traced.entered(method) or traced.traced_instance(method):
            return False
        edges = [edge for edge in traced.graph.into(method) if edge.bound and not edge.skip]
        entries = self._project_entries(method)
        if not edges and not entries:
            return False
        module = self.names.module_scope
        if not all(entry.receiver and self.plain_object(entry.receiver, module, attribute) for entry in entries):
            return False  # another module's traced call on an instance not proven this module's own object
        for edge in edges:
            func, caller = edge.call.func, edge.caller
            if not (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)):
                return False
            receiver = func.value
            if caller.is_self(receiver):
                if not self.instance_outlives_trace(caller, attribute, depth + 1):
                    return False
                continue
            scope = self.outer_scope(receiver.id, caller)
            if scope is None or not self.outlives_trace(scope, caller):
                return False
            if not self.plain_object(receiver.id, caller, attribute):
                return False
        return True

    def _project_entries(self, method: Scope) -> list:
        """The project's entries that trace ``method`` through a call in another module on an
        instance of its class (:class:`.project.MethodEntry`, handed tracers)."""
        project = self.names.project
        owner = method.parent
        if project is None or owner is None or not isinstance(owner.node, ast.ClassDef):
            return []
        name = method.function_name()
        return [entry for entry in project.entries if type(entry) is MethodEntry and entry.function == owner.node.name
                and entry.attribute == name and (Tracing(entry.how) & ABSTRACT or entry.every)]

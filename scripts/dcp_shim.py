"""Lets torch 1.13's torch.distributed._shard.checkpoint import on Python 3.11.

torch 1.13 declares `tensor_properties: TensorProperties = field(default=TensorProperties())`,
a mutable dataclass default that Python 3.11 refuses (ValueError at import). This shim turns
such defaults into default factories before the module is imported. Import it first:

    import dcp_shim  # noqa: F401  (scripts/ on sys.path)
    import torch.distributed._shard.checkpoint as dcp
"""
import copy
import dataclasses

_get_field = dataclasses._get_field


def _patched_get_field(cls, a_name, a_type, *rest):
    default = cls.__dict__.get(a_name, dataclasses.MISSING)
    if isinstance(default, dataclasses.Field):
        value = default.default
        if value is not dataclasses.MISSING and type(value).__hash__ is None and dataclasses.is_dataclass(value):
            default.default = dataclasses.MISSING
            default.default_factory = lambda v=value: copy.copy(v)
    return _get_field(cls, a_name, a_type, *rest)


dataclasses._get_field = _patched_get_field

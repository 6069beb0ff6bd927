// torch.load for untrusted files: a restricted unpickler for what torch.save writes (Python
// 1.x/2.x and libtorch's pickler), which builds tensors only from checked metadata and
// converts the result to JS with limits on nesting, cycles and shared references.
#pragma once

#include "common.h"

#include <string>

namespace tr {

// Largest nesting of lists, tuples and dicts accepted on load.
constexpr int kMaxLoadDepth = 1000;

// Loads the torch.save archive at `path` into the tagged tree described in serialize.cc.
// Tensors go to `device` when given, else to the location recorded in the file. With
// `verify`, every record's CRC-32 is checked while it is read. Throws std::runtime_error
// saying what is wrong with the file.
// With `mmap`, CPU tensors view the file's pages (mapped copy-on-write: writes to them stay in
// memory) instead of being read into new memory; records whose offset in the file does not suit
// their element type are read as usual.
Napi::Value LoadTorchSave(Napi::Env env, const std::string& path, c10::optional<at::Device> device, bool verify,
                          bool mmap = false);

}  // namespace tr

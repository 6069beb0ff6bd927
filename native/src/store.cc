// c10d key-value stores: TCPStore (server and client), FileStore, PrefixStore. Every call that
// may wait on the network or on other processes runs on a libuv worker thread and returns a
// Promise.
#include "dist.h"

#include <torch/csrc/distributed/c10d/FileStore.hpp>
#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>

namespace tr {
namespace {

std::string ToStr(Napi::Value v, const char* what) {
  if (!v.IsString()) throw Napi::TypeError::New(v.Env(), std::string(what) + ": expected a string");
  return v.As<Napi::String>().Utf8Value();
}

std::vector<uint8_t> ToBytes(Napi::Value v, const char* what) {
  if (v.IsString()) {
    std::string s = v.As<Napi::String>().Utf8Value();
    return std::vector<uint8_t>(s.begin(), s.end());
  }
  if (v.IsTypedArray()) {
    auto arr = v.As<Napi::TypedArray>();
    auto* data = static_cast<const uint8_t*>(arr.ArrayBuffer().Data()) + arr.ByteOffset();
    return std::vector<uint8_t>(data, data + arr.ByteLength());
  }
  throw Napi::TypeError::New(v.Env(), std::string(what) + ": expected a string or a Uint8Array");
}

std::vector<std::string> ToKeys(Napi::Value v) {
  if (!v.IsArray()) throw Napi::TypeError::New(v.Env(), "keys: expected an array of strings");
  auto arr = v.As<Napi::Array>();
  std::vector<std::string> keys;
  for (uint32_t i = 0; i < arr.Length(); ++i) keys.push_back(ToStr(arr.Get(i), "keys"));
  return keys;
}

Napi::Value BytesToJs(Napi::Env env, const std::vector<uint8_t>& bytes) {
  auto buf = Napi::Uint8Array::New(env, bytes.size());
  if (!bytes.empty()) std::memcpy(buf.Data(), bytes.data(), bytes.size());
  return buf;
}

c10::intrusive_ptr<c10d::Store> StoreOf(Napi::Value v) { return Unbox<StoreBox>(v, "store")->store; }

PromiseWorker::Result WrapStore(c10::intrusive_ptr<c10d::Store> store) {
  return [store](Napi::Env env) { return Box(env, std::make_shared<StoreBox>(StoreBox{store})); };
}

// tcpStoreCreate(host, port, isServer, worldSize (null: unknown), timeoutMs, waitWorkers, multiTenant)
// -> Promise<Store>. A server with waitWorkers resolves once worldSize clients (itself included)
// have connected; a client resolves once connected. Both fail after timeoutMs.
Napi::Value TcpStoreCreate(const Napi::CallbackInfo& info) {
  std::string host = ToStr(info[0], "host");
  int64_t port = ToInt(info[1], "port");
  if (port < 0 || port > 65535) throw Napi::RangeError::New(info.Env(), "port: expected 0..65535");
  c10d::TCPStoreOptions opts;
  opts.port = static_cast<std::uint16_t>(port);
  opts.isServer = info[2].ToBoolean();
  if (!info[3].IsNull() && !info[3].IsUndefined()) {
    int64_t n = ToInt(info[3], "worldSize");
    if (n < 1) throw Napi::RangeError::New(info.Env(), "worldSize: expected a positive integer");
    opts.numWorkers = static_cast<std::size_t>(n);
  }
  opts.timeout = ToMillis(info[4], "timeout");
  opts.waitWorkers = info[5].ToBoolean() && opts.numWorkers.has_value();
  opts.multiTenant = info[6].ToBoolean();
  std::string what = std::string("TCPStore ") + (opts.isServer ? "server" : "client") + " at " + host + ":" +
                     std::to_string(port);
  return PromiseWorker::Run(info.Env(), what, [host, opts]() {
    return WrapStore(c10::make_intrusive<c10d::TCPStore>(host, opts));
  });
}

Napi::Value TcpStorePort(const Napi::CallbackInfo& info) {
  auto store = StoreOf(info[0]);
  auto* tcp = dynamic_cast<c10d::TCPStore*>(store.get());
  if (tcp == nullptr) throw Napi::TypeError::New(info.Env(), "tcpStorePort: not a TCPStore");
  return Napi::Number::New(info.Env(), tcp->getPort());
}

// fileStoreCreate(path, numWorkers): a store in a file shared by the processes (for example on
// a shared file system); the file is removed when the last of numWorkers closes it.
Napi::Value FileStoreCreate(const Napi::CallbackInfo& info) {
  std::string path = ToStr(info[0], "path");
  int64_t n = ToInt(info[1], "numWorkers");
  if (n < 1 || n > (1 << 20)) throw Napi::RangeError::New(info.Env(), "numWorkers: expected a positive integer");
  return Box(info.Env(), std::make_shared<StoreBox>(StoreBox{c10::make_intrusive<c10d::FileStore>(path, static_cast<int>(n))}));
}

// prefixStoreCreate(prefix, store): every key becomes `${prefix}/${key}` in `store`.
Napi::Value PrefixStoreCreate(const Napi::CallbackInfo& info) {
  std::string prefix = ToStr(info[0], "prefix");
  auto inner = StoreOf(info[1]);
  return Box(info.Env(), std::make_shared<StoreBox>(StoreBox{c10::make_intrusive<c10d::PrefixStore>(prefix, inner)}));
}

Napi::Value StoreSet(const Napi::CallbackInfo& info) {
  auto store = StoreOf(info[0]);
  std::string key = ToStr(info[1], "key");
  auto value = ToBytes(info[2], "value");
  return PromiseWorker::Run(info.Env(), "store.set('" + key + "')", [store, key, value]() -> PromiseWorker::Result {
    store->set(key, value);
    return nullptr;
  });
}

// storeGet(store, key) -> Promise<Uint8Array>: waits for the key up to the store's timeout.
Napi::Value StoreGet(const Napi::CallbackInfo& info) {
  auto store = StoreOf(info[0]);
  std::string key = ToStr(info[1], "key");
  return PromiseWorker::Run(info.Env(), "store.get('" + key + "')", [store, key]() -> PromiseWorker::Result {
    auto bytes = std::make_shared<std::vector<uint8_t>>(store->get(key));
    return [bytes](Napi::Env env) { return BytesToJs(env, *bytes); };
  });
}

Napi::Value StoreAdd(const Napi::CallbackInfo& info) {
  auto store = StoreOf(info[0]);
  std::string key = ToStr(info[1], "key");
  int64_t delta = ToInt(info[2], "value");
  return PromiseWorker::Run(info.Env(), "store.add('" + key + "')", [store, key, delta]() -> PromiseWorker::Result {
    int64_t v = store->add(key, delta);
    return [v](Napi::Env env) { return Napi::Number::New(env, static_cast<double>(v)); };
  });
}

// storeCompareSet(store, key, expected, desired) -> Promise<Uint8Array> (the value after the call)
Napi::Value StoreCompareSet(const Napi::CallbackInfo& info) {
  auto store = StoreOf(info[0]);
  std::string key = ToStr(info[1], "key");
  auto expected = ToBytes(info[2], "expected");
  auto desired = ToBytes(info[3], "desired");
  return PromiseWorker::Run(info.Env(), "store.compareSet('" + key + "')",
                            [store, key, expected, desired]() -> PromiseWorker::Result {
                              auto bytes = std::make_shared<std::vector<uint8_t>>(store->compareSet(key, expected, desired));
                              return [bytes](Napi::Env env) { return BytesToJs(env, *bytes); };
                            });
}

// storeWait(store, keys, timeoutMs?) -> Promise<void>
Napi::Value StoreWait(const Napi::CallbackInfo& info) {
  auto store = StoreOf(info[0]);
  auto keys = ToKeys(info[1]);
  bool hasTimeout = info.Length() > 2 && !info[2].IsUndefined() && !info[2].IsNull();
  auto timeout = hasTimeout ? ToMillis(info[2], "timeout") : std::chrono::milliseconds(0);
  return PromiseWorker::Run(info.Env(), "store.wait", [store, keys, hasTimeout, timeout]() -> PromiseWorker::Result {
    if (hasTimeout) {
      store->wait(keys, timeout);
    } else {
      store->wait(keys);
    }
    return nullptr;
  });
}

Napi::Value StoreCheck(const Napi::CallbackInfo& info) {
  auto store = StoreOf(info[0]);
  auto keys = ToKeys(info[1]);
  return PromiseWorker::Run(info.Env(), "store.check", [store, keys]() -> PromiseWorker::Result {
    bool ok = store->check(keys);
    return [ok](Napi::Env env) { return Napi::Boolean::New(env, ok); };
  });
}

Napi::Value StoreDeleteKey(const Napi::CallbackInfo& info) {
  auto store = StoreOf(info[0]);
  std::string key = ToStr(info[1], "key");
  return PromiseWorker::Run(info.Env(), "store.deleteKey('" + key + "')", [store, key]() -> PromiseWorker::Result {
    bool ok = store->deleteKey(key);
    return [ok](Napi::Env env) { return Napi::Boolean::New(env, ok); };
  });
}

Napi::Value StoreNumKeys(const Napi::CallbackInfo& info) {
  auto store = StoreOf(info[0]);
  return PromiseWorker::Run(info.Env(), "store.numKeys", [store]() -> PromiseWorker::Result {
    int64_t n = store->getNumKeys();
    return [n](Napi::Env env) { return Napi::Number::New(env, static_cast<double>(n)); };
  });
}

Napi::Value StoreSetTimeout(const Napi::CallbackInfo& info) {
  StoreOf(info[0])->setTimeout(ToMillis(info[1], "timeout"));
  return info.Env().Undefined();
}

Napi::Value StoreGetTimeout(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), static_cast<double>(StoreOf(info[0])->getTimeout().count()));
}

}  // namespace

void InitStore(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "tcpStoreCreate", TcpStoreCreate);
  TR_EXPORT(exports, "tcpStorePort", TcpStorePort);
  TR_EXPORT(exports, "fileStoreCreate", FileStoreCreate);
  TR_EXPORT(exports, "prefixStoreCreate", PrefixStoreCreate);
  TR_EXPORT(exports, "storeSet", StoreSet);
  TR_EXPORT(exports, "storeGet", StoreGet);
  TR_EXPORT(exports, "storeAdd", StoreAdd);
  TR_EXPORT(exports, "storeCompareSet", StoreCompareSet);
  TR_EXPORT(exports, "storeWait", StoreWait);
  TR_EXPORT(exports, "storeCheck", StoreCheck);
  TR_EXPORT(exports, "storeDeleteKey", StoreDeleteKey);
  TR_EXPORT(exports, "storeNumKeys", StoreNumKeys);
  TR_EXPORT(exports, "storeSetTimeout", StoreSetTimeout);
  TR_EXPORT(exports, "storeGetTimeout", StoreGetTimeout);
}

}  // namespace tr

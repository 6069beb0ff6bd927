// File jobs: see file_job.h.
#include "file_job.h"
#include "common.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <set>
#include <stdexcept>

namespace tr {

std::string ErrnoText(int error) {
  const char* name = ::strerrorname_np(error);
  std::string text = std::strerror(error);
  return name ? std::string(name) + " (" + text + ")" : text;
}

namespace {

struct StepError : std::runtime_error {
  explicit StepError(int error) : std::runtime_error(ErrnoText(error)) {}
};

void Check(int rc) {
  if (rc < 0) throw StepError(errno);
}

int OpenNew(const std::string& path) {
  int fd;
  do fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  while (fd < 0 && errno == EINTR);
  Check(fd);
  return fd;
}

void WriteAll(int fd, const char* p, size_t n) {
  while (n > 0) {
    ssize_t k = ::write(fd, p, n);
    if (k < 0) {
      if (errno == EINTR) continue;
      throw StepError(errno);
    }
    p += k;
    n -= static_cast<size_t>(k);
  }
}

// Creates `path` (noted in `made` once it exists), runs `fill(fd)` on it, flushes it when
// asked, and closes it; a close error counts (on some file systems it is where a failed
// write-back shows).
void MakeFile(const std::string& path, bool sync, const std::function<void(int)>& fill, std::set<std::string>& made) {
  int fd = OpenNew(path);
  made.insert(path);
  try {
    fill(fd);
    if (sync) Check(::fsync(fd));
  } catch (...) {
    ::close(fd);
    throw;
  }
  Check(::close(fd));
}

// Files written by a run of consecutive `write` steps with `sync`, not yet flushed: each file's
// write-back starts as it is written, and the run is flushed together before the next step of
// another kind (a rename that publishes one of them, say), so that their disk writes overlap
// instead of each waiting for the one before.
class PendingFlushes {
 public:
  ~PendingFlushes() {
    for (int fd : fds_) ::close(fd);
  }
  void Add(size_t step, const std::string& path, const std::string& data, std::set<std::string>& made) {
    int fd = OpenNew(path);
    made.insert(path);
    fds_.push_back(fd);
    steps_.push_back(step);
    WriteAll(fd, data.data(), data.size());
#ifdef SYNC_FILE_RANGE_WRITE
    ::sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE);
#endif
  }
  // On failure `at` is the index of the write step whose file could not be flushed or closed.
  void FlushAll(size_t& at) {
    for (size_t i = 0; i < fds_.size(); ++i) {
      at = steps_[i];
      if (::fsync(fds_[i]) < 0) throw StepError(errno);
    }
    std::vector<int> fds = std::move(fds_);
    std::vector<size_t> steps = std::move(steps_);
    fds_.clear();
    steps_.clear();
    int error = 0;
    for (size_t i = 0; i < fds.size(); ++i) {
      if (::close(fds[i]) < 0 && error == 0) {
        error = errno;
        at = steps[i];
      }
    }
    if (error != 0) throw StepError(error);
  }
  bool empty() const { return fds_.empty(); }

 private:
  std::vector<int> fds_;
  std::vector<size_t> steps_;
};

// mkdir -p. A directory that exists (every save after the first) costs one stat: a mkdir of
// each ancestor would take each one's lock, and wait there while another job creates a file in it.
void MakeDirs(const std::string& path) {
  struct stat st;
  if (::stat(path.c_str(), &st) == 0) {
    if (!S_ISDIR(st.st_mode)) throw StepError(ENOTDIR);
    return;
  }
  if (errno != ENOENT) throw StepError(errno);
  size_t end = path.find_last_not_of('/');
  size_t slash = end == std::string::npos ? std::string::npos : path.rfind('/', end);
  if (slash != std::string::npos && slash > 0) MakeDirs(path.substr(0, slash));
  if (::mkdir(path.c_str(), 0777) < 0 && errno != EEXIST) throw StepError(errno);
  Check(::stat(path.c_str(), &st));
  if (!S_ISDIR(st.st_mode)) throw StepError(ENOTDIR);
}

void CopyFile(const std::string& from, const std::string& to, bool sync, std::set<std::string>& made) {
  int in;
  do in = ::open(from.c_str(), O_RDONLY | O_CLOEXEC);
  while (in < 0 && errno == EINTR);
  Check(in);
  try {
    MakeFile(to, sync, [&](int out) {
      std::vector<char> buf(size_t(1) << 20);
      for (;;) {
        ssize_t k = ::read(in, buf.data(), buf.size());
        if (k < 0) {
          if (errno == EINTR) continue;
          throw StepError(errno);
        }
        if (k == 0) break;
        WriteAll(out, buf.data(), static_cast<size_t>(k));
      }
    }, made);
  } catch (...) {
    ::close(in);
    throw;
  }
  ::close(in);
}

// Cross-device, unsupported or not permitted: a hard link cannot be made, so the file is copied.
bool LinkImpossible(int error) {
  return error == EXDEV || error == EPERM || error == ENOTSUP || error == EOPNOTSUPP || error == EMLINK;
}

// Flushes a file an earlier job wrote; from here on it counts as this job's (removed if a later
// step fails before it is renamed).
void SyncFile(const std::string& path, std::set<std::string>& made) {
  int fd;
  do fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  while (fd < 0 && errno == EINTR);
  Check(fd);
  made.insert(path);
  int rc = ::fsync(fd);
  int error = errno;
  ::close(fd);
  if (rc < 0) throw StepError(error);
}

void SyncDir(const std::string& dir) {
  int fd = ::open(dir.c_str(), O_RDONLY | O_CLOEXEC);
  // Some file systems cannot open or flush a directory; the renames are still atomic there.
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

// Runs the steps; on failure removes what it made and had not renamed, and rethrows, noting the step.
std::vector<std::string> RunSteps(const std::vector<FileStep>& steps, const ArchiveWriter& archive, size_t& failed) {
  std::vector<std::string> result(steps.size());
  std::set<std::string> made;
  PendingFlushes pending;
  for (size_t i = 0; i <= steps.size(); ++i) {
    size_t at = i;
    try {
      bool deferred = i < steps.size() && steps[i].kind == FileStep::Kind::Write && steps[i].sync;
      if (!deferred && !pending.empty()) pending.FlushAll(at);
      at = i;
      if (i == steps.size()) break;
      const FileStep& s = steps[i];
      if (deferred) {
        pending.Add(i, s.path, s.data, made);
        continue;
      }
      switch (s.kind) {
        case FileStep::Kind::Mkdir:
          MakeDirs(s.path);
          break;
        case FileStep::Kind::Write:
          MakeFile(s.path, s.sync, [&](int fd) { WriteAll(fd, s.data.data(), s.data.size()); }, made);
          break;
        case FileStep::Kind::Archive:
          MakeFile(s.path, s.sync, archive, made);
          break;
        case FileStep::Kind::Sync:
          SyncFile(s.path, made);
          break;
        case FileStep::Kind::Rename:
          Check(::rename(s.path.c_str(), s.to.c_str()));
          made.erase(s.path);
          break;
        case FileStep::Kind::Link:
          if (::link(s.path.c_str(), s.to.c_str()) == 0) {
            made.insert(s.to);
            result[i] = "link";
          } else {
            if (!LinkImpossible(errno)) throw StepError(errno);
            CopyFile(s.path, s.to, s.sync, made);
            result[i] = "copy";
          }
          break;
        case FileStep::Kind::SyncDir:
          SyncDir(s.path);
          break;
      }
    } catch (...) {
      failed = at;
      for (const std::string& path : made) ::unlink(path.c_str());
      throw;
    }
  }
  return result;
}

class FileJobWorker : public Napi::AsyncWorker {
 public:
  FileJobWorker(Napi::Env env, std::vector<FileStep> steps, ArchiveWriter archive)
      : Napi::AsyncWorker(env, "torchrunner.files"),
        steps_(std::move(steps)),
        archive_(std::move(archive)),
        deferred_(Napi::Promise::Deferred::New(env)) {}
  Napi::Promise Promise() { return deferred_.Promise(); }
  void Execute() override {
    try {
      result_ = RunSteps(steps_, archive_, failed_);
    } catch (const std::exception& e) {
      SetError(e.what());
    }
  }
  void OnOK() override {
    archive_ = nullptr;
    auto arr = Napi::Array::New(Env(), result_.size());
    for (size_t i = 0; i < result_.size(); ++i) arr.Set(i, Napi::String::New(Env(), result_[i]));
    deferred_.Resolve(arr);
  }
  void OnError(const Napi::Error& e) override {
    archive_ = nullptr;
    Napi::Object error = e.Value();
    error.Set("step", Napi::Number::New(Env(), static_cast<double>(failed_)));
    deferred_.Reject(error);
  }

 private:
  std::vector<FileStep> steps_;
  ArchiveWriter archive_;
  Napi::Promise::Deferred deferred_;
  std::vector<std::string> result_;
  size_t failed_ = 0;
};

// fileJobAsync(steps) -> Promise<string[]>: see QueueFileJob.
Napi::Value FileJobAsync(const Napi::CallbackInfo& info) {
  std::vector<FileStep> steps = ToFileSteps(info[0], "fileJobAsync");
  for (const FileStep& s : steps) {
    if (s.kind == FileStep::Kind::Archive) throw Napi::TypeError::New(info.Env(), "fileJobAsync: an archive step needs pickleCommitAsync");
  }
  return QueueFileJob(info.Env(), std::move(steps), nullptr);
}

}  // namespace

// Read through JsReads (keys interned once per environment): a save converts eight steps.
std::vector<FileStep> ToFileSteps(Napi::Value value, const char* what) {
  Napi::Env env = value.Env();
  Napi::HandleScope scope(env);
  JsReads r(env);
  if (!r.IsArray(value)) throw Napi::TypeError::New(env, std::string(what) + ": expected an array of file steps");
  auto where = [&](uint32_t i) { return std::string(what) + ": step " + std::to_string(i); };
  auto stringField = [&](napi_value o, Key key, const char* name, uint32_t i) {
    napi_value x = r.Get(o, key);
    if (r.Type(x) != napi_string) throw Napi::TypeError::New(env, where(i) + ": `" + name + "` must be a string");
    return r.Utf8(x);
  };
  uint32_t n = r.Length(value);
  std::vector<FileStep> steps;
  steps.reserve(n);
  for (uint32_t i = 0; i < n; ++i) {
    napi_value o = r.At(value, i);
    if (r.Type(o) != napi_object) throw Napi::TypeError::New(env, where(i) + " is not an object");
    std::string op = stringField(o, Key::Op, "op", i);
    FileStep s{FileStep::Kind::Mkdir, stringField(o, Key::Path, "path", i), "", "", r.Truthy(r.Get(o, Key::Sync))};
    if (op == "mkdir") {
      s.kind = FileStep::Kind::Mkdir;
    } else if (op == "write") {
      s.kind = FileStep::Kind::Write;
      napi_value data = r.Get(o, Key::Data);
      if (r.Type(data) == napi_string) {
        s.data = r.Utf8(data);
      } else if (r.IsTypedArray(data)) {
        napi_typedarray_type type;
        size_t length = 0, offset = 0;
        void* bytes = nullptr;
        napi_value buffer;
        napi_get_typedarray_info(env, data, &type, &length, &bytes, &buffer, &offset);
        size_t size = 1;
        switch (type) {
          case napi_int16_array: case napi_uint16_array: size = 2; break;
          case napi_int32_array: case napi_uint32_array: case napi_float32_array: size = 4; break;
          case napi_float64_array: case napi_bigint64_array: case napi_biguint64_array: size = 8; break;
          default: break;
        }
        s.data.assign(static_cast<const char*>(bytes), length * size);
      } else {
        throw Napi::TypeError::New(env, where(i) + ": `data` must be a string or a Uint8Array");
      }
    } else if (op == "archive") {
      s.kind = FileStep::Kind::Archive;
    } else if (op == "sync") {
      s.kind = FileStep::Kind::Sync;
    } else if (op == "rename" || op == "link") {
      s.kind = op == "rename" ? FileStep::Kind::Rename : FileStep::Kind::Link;
      s.to = stringField(o, Key::To, "to", i);
    } else if (op == "syncDir") {
      s.kind = FileStep::Kind::SyncDir;
    } else {
      throw Napi::TypeError::New(env, where(i) + ": unknown op '" + op + "'");
    }
    steps.push_back(std::move(s));
  }
  return steps;
}

Napi::Promise QueueFileJob(Napi::Env env, std::vector<FileStep> steps, ArchiveWriter archive) {
  auto* worker = new FileJobWorker(env, std::move(steps), std::move(archive));
  Napi::Promise promise = worker->Promise();
  worker->Queue();
  return promise;
}

void InitFileJobs(Napi::Env env, Napi::Object exports) {
  exports.Set("fileJobAsync", Napi::Function::New(env, [](const Napi::CallbackInfo& info) -> Napi::Value {
                return FileJobAsync(info);
              }, "fileJobAsync"));
}

}  // namespace tr

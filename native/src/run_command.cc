// Runs a short command (git, at workspace setup) and returns its standard output, by
// posix_spawn rather than Node's child_process: waiting on the JS thread (runCommand) or on a
// worker thread (runCommandAsync).
//
// Why: libuv starts children with fork(), which copies the page tables of the whole process and
// write-protects every page of its heap that the child shares: the steps after setup then took
// a copy-on-write fault per heap page they wrote (about 900 in a 1,000-step run of a tiny
// model, 8 us each on some VMs). glibc's posix_spawn starts the child with vfork semantics
// (CLONE_VM | CLONE_VFORK): no page table copied, no page write-protected. (Tensors of 4 MiB and
// more are kept out of any fork by the CPU allocator; see cpu_allocator.cc.)
#include "file_job.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <stdexcept>
#include <string>
#include <vector>

namespace tr {
namespace {

struct Fd {
  int fd = -1;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

// The child's file actions and attributes: stdin and stderr on /dev/null, stdout into `out`,
// `cwd` as its directory, no signal blocked and every signal's handling the default (as libuv
// gives its children).
struct SpawnSetup {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attr;
  SpawnSetup(int out, const std::string& cwd) {
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, out, 1);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    if (!cwd.empty()) posix_spawn_file_actions_addchdir_np(&actions, cwd.c_str());
    posix_spawnattr_init(&attr);
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setsigdefault(&attr, &all);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  }
  ~SpawnSetup() {
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
  }
};

std::vector<std::string> Strings(Napi::Value v, const char* fn, const char* what) {
  if (!v.IsArray()) throw Napi::TypeError::New(v.Env(), std::string(fn) + ": " + what + " must be an array of strings");
  Napi::Array a = v.As<Napi::Array>();
  std::vector<std::string> out;
  out.reserve(a.Length());
  for (uint32_t i = 0; i < a.Length(); ++i) {
    Napi::Value s = a.Get(i);
    if (!s.IsString()) throw Napi::TypeError::New(v.Env(), std::string(fn) + ": " + what + " must be an array of strings");
    out.push_back(s.As<Napi::String>().Utf8Value());
  }
  return out;
}

std::vector<char*> Pointers(std::vector<std::string>& strings) {
  std::vector<char*> p;
  p.reserve(strings.size() + 1);
  for (std::string& s : strings) p.push_back(s.data());
  p.push_back(nullptr);
  return p;
}

void Reap(pid_t pid, int* status) {
  while (::waitpid(pid, status, 0) < 0 && errno == EINTR) {
  }
}

// Why a command could not be run to its end, with the code Node's child_process gives it (or
// none: it could not be started).
struct CommandFailure : std::runtime_error {
  const char* code;
  CommandFailure(const std::string& what, const char* code) : std::runtime_error(what), code(code) {}
};

struct CommandResult {
  int status = 0;
  std::string out;
};

struct Command {
  std::string file;
  std::vector<std::string> argv;
  std::vector<std::string> envp;
  std::string cwd;
  double maxBytes = 0;
  double timeoutMs = 0;
};

// Runs `c` to its end on the calling thread; throws CommandFailure.
CommandResult Run(Command c) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) throw CommandFailure("runCommand: pipe: " + ErrnoText(errno), nullptr);
  Fd readEnd{fds[0]}, writeEnd{fds[1]};
  pid_t pid = 0;
  int rc;
  {
    SpawnSetup setup(writeEnd.fd, c.cwd);
    std::vector<char*> a = Pointers(c.argv), e = Pointers(c.envp);
    rc = ::posix_spawnp(&pid, c.file.c_str(), &setup.actions, &setup.attr, a.data(), e.data());
  }
  ::close(writeEnd.fd);
  writeEnd.fd = -1;
  if (rc != 0) throw CommandFailure("runCommand: cannot run '" + c.file + "': " + ErrnoText(rc), nullptr);

  CommandResult result;
  // What ended the read early, and its error code (as Node's child_process names them).
  const char* failure = nullptr;
  const char* code = nullptr;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double, std::milli>(c.timeoutMs);
  for (;;) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
    if (left <= 0) {
      failure = "timed out";
      code = "ETIMEDOUT";
      break;
    }
    pollfd p{readEnd.fd, POLLIN, 0};
    int ready = ::poll(&p, 1, static_cast<int>(std::min<long long>(left, 1 << 30)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) {
      failure = "could not be read from";
      code = "EIO";
      break;
    }
    if (ready == 0) continue;
    char buf[65536];
    ssize_t n = ::read(readEnd.fd, buf, sizeof buf);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) break;
    if (static_cast<double>(result.out.size() + n) > c.maxBytes) {
      failure = "wrote more output than allowed";
      code = "ENOBUFS";
      break;
    }
    result.out.append(buf, static_cast<size_t>(n));
  }
  if (failure != nullptr) ::kill(pid, SIGKILL);
  Reap(pid, &result.status);
  if (failure != nullptr) throw CommandFailure("runCommand: '" + c.file + "' " + failure, code);
  return result;
}

Command ReadCommand(const Napi::CallbackInfo& info, const char* name) {
  Napi::Env env = info.Env();
  if (info.Length() < 6 || !info[0].IsString() || !info[3].IsString() || !info[4].IsNumber() || !info[5].IsNumber()) {
    throw Napi::TypeError::New(env, std::string(name) + "(file, args, env, cwd, maxBytes, timeoutMs)");
  }
  Command c;
  c.file = info[0].As<Napi::String>().Utf8Value();
  c.argv = Strings(info[1], name, "args");
  c.argv.insert(c.argv.begin(), c.file);
  c.envp = Strings(info[2], name, "env");
  c.cwd = info[3].As<Napi::String>().Utf8Value();
  c.maxBytes = info[4].As<Napi::Number>().DoubleValue();
  c.timeoutMs = info[5].As<Napi::Number>().DoubleValue();
  return c;
}

Napi::Object ResultObject(Napi::Env env, const CommandResult& r) {
  Napi::Object result = Napi::Object::New(env);
  result.Set("status", WIFEXITED(r.status) ? Napi::Value(Napi::Number::New(env, WEXITSTATUS(r.status))) : env.Null());
  result.Set("signal", WIFSIGNALED(r.status) ? Napi::Value(Napi::Number::New(env, WTERMSIG(r.status))) : env.Null());
  result.Set("stdout", Napi::String::New(env, r.out));
  return result;
}

Napi::Error FailureError(Napi::Env env, const std::string& what, const char* code) {
  Napi::Error error = Napi::Error::New(env, what);
  if (code != nullptr) error.Set("code", Napi::String::New(env, code));
  return error;
}

// runCommand(file, args, env, cwd, maxBytes, timeoutMs) -> { status, signal, stdout }. `file` is
// looked up on PATH; `args` excludes argv[0]; `env` is the child's whole environment as
// "KEY=value" strings. Throws when the command cannot be started, writes more than `maxBytes`,
// or runs longer than `timeoutMs` (then it is killed).
Napi::Value RunCommand(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Command c = ReadCommand(info, "runCommand");
  try {
    return ResultObject(env, Run(std::move(c)));
  } catch (const CommandFailure& f) {
    throw FailureError(env, f.what(), f.code);
  }
}

// The command run on a worker thread: the JS thread goes on while the child runs.
class CommandWorker : public Napi::AsyncWorker {
 public:
  CommandWorker(Napi::Env env, Command c)
      : Napi::AsyncWorker(env, "torchrunner.command"), command_(std::move(c)), deferred_(Napi::Promise::Deferred::New(env)) {}
  Napi::Promise Promise() { return deferred_.Promise(); }
  void Execute() override {
    try {
      result_ = Run(std::move(command_));
    } catch (const CommandFailure& f) {
      code_ = f.code;
      SetError(f.what());
    } catch (const std::exception& e) {
      SetError(e.what());
    }
  }
  void OnOK() override { deferred_.Resolve(ResultObject(Env(), result_)); }
  void OnError(const Napi::Error& e) override { deferred_.Reject(FailureError(Env(), e.Message(), code_).Value()); }

 private:
  Command command_;
  CommandResult result_;
  const char* code_ = nullptr;
  Napi::Promise::Deferred deferred_;
};

// runCommandAsync(...): runCommand's arguments; a promise of its result, rejected where it throws.
Napi::Value RunCommandAsync(const Napi::CallbackInfo& info) {
  auto* worker = new CommandWorker(info.Env(), ReadCommand(info, "runCommandAsync"));
  Napi::Promise promise = worker->Promise();
  worker->Queue();
  return promise;
}

}  // namespace

void InitRunCommand(Napi::Env env, Napi::Object exports) {
  exports.Set("runCommand", Napi::Function::New(env, RunCommand, "runCommand"));
  exports.Set("runCommandAsync", Napi::Function::New(env, RunCommandAsync, "runCommandAsync"));
}

}  // namespace tr

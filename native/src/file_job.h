// A short sequence of file operations (make a directory, write or flush a file, rename, hard link,
// flush a directory) run in order on a libuv worker thread, so that the atomic writes of checkpoints and
// of small run files cost the JS thread one call and one promise instead of a thread-pool round
// trip per operation.
#pragma once

#include <napi.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace tr {

struct FileStep {
  enum class Kind { Mkdir, Write, Archive, Sync, Rename, Link, SyncDir };
  Kind kind;
  // The directory made or flushed, the file written or flushed, the file renamed, or the link's
  // source.
  std::string path;
  // Rename: the new name. Link: the name made (a hard link, else a copy).
  std::string to;
  // Write: the bytes.
  std::string data;
  // Write, Archive and a Link that copies: flush the file to disk before the next step. The
  // files of consecutive Write steps with `sync` are flushed together, their disk writes
  // overlapping, before the first step of another kind.
  bool sync = false;
};

// Writes an archive to an open file descriptor (the Archive step's content).
using ArchiveWriter = std::function<void(int fd)>;

// Reads the steps from an array of { op, path, to?, data?, sync? } on the JS thread.
std::vector<FileStep> ToFileSteps(Napi::Value v, const char* what);

// Queues the steps; the promise resolves to an array with, for each step, "link" or "copy" for
// a Link and "" otherwise. A failure removes the files the job made and had not yet renamed,
// and rejects with an Error whose message is the errno's name and text ("ENOSPC (No space left
// on device)") and whose `step` is the index of the step that failed.
Napi::Promise QueueFileJob(Napi::Env env, std::vector<FileStep> steps, ArchiveWriter archive);

// "ENOSPC (No space left on device)": the errno's name, which users search for, and its text.
std::string ErrnoText(int error);

void InitFileJobs(Napi::Env env, Napi::Object exports);

}  // namespace tr

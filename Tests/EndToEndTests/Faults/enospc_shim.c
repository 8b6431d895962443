/* An LD_PRELOAD shim that makes a disk look full, for the fault tests when a small
 * tmpfs cannot be mounted (not root, or a container without CAP_SYS_ADMIN).
 *
 * Writes to regular files whose path contains $LEDGERSH_FAULT_PATH fail with ENOSPC
 * once $LEDGERSH_FAULT_BYTES bytes have been written to such files by this process.
 * Build: cc -shared -fPIC -o enospc_shim.so enospc_shim.c -ldl */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

static long long written = 0;

static int full_after(int fd, size_t count) {
  const char *needle = getenv("LEDGERSH_FAULT_PATH");
  const char *limit = getenv("LEDGERSH_FAULT_BYTES");
  if (!needle || !limit) return 0;
  struct stat info;
  if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) return 0;
  char link[64], path[4096];
  snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
  ssize_t length = readlink(link, path, sizeof path - 1);
  if (length < 0) return 0;
  path[length] = 0;
  if (!strstr(path, needle)) return 0;
  if (written + (long long)count > atoll(limit)) return 1;
  written += (long long)count;
  return 0;
}

#define FAIL_IF_FULL(fd, count) \
  if (full_after(fd, count)) { errno = ENOSPC; return -1; }

ssize_t write(int fd, const void *buffer, size_t count) {
  static ssize_t (*real)(int, const void *, size_t);
  if (!real) real = dlsym(RTLD_NEXT, "write");
  FAIL_IF_FULL(fd, count);
  return real(fd, buffer, count);
}

ssize_t pwrite(int fd, const void *buffer, size_t count, off_t offset) {
  static ssize_t (*real)(int, const void *, size_t, off_t);
  if (!real) real = dlsym(RTLD_NEXT, "pwrite");
  FAIL_IF_FULL(fd, count);
  return real(fd, buffer, count, offset);
}

ssize_t pwrite64(int fd, const void *buffer, size_t count, off64_t offset) {
  static ssize_t (*real)(int, const void *, size_t, off64_t);
  if (!real) real = dlsym(RTLD_NEXT, "pwrite64");
  FAIL_IF_FULL(fd, count);
  return real(fd, buffer, count, offset);
}

ssize_t writev(int fd, const struct iovec *vector, int count) {
  static ssize_t (*real)(int, const struct iovec *, int);
  if (!real) real = dlsym(RTLD_NEXT, "writev");
  size_t total = 0;
  for (int i = 0; i < count; i++) total += vector[i].iov_len;
  FAIL_IF_FULL(fd, total);
  return real(fd, vector, count);
}

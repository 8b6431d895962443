#include "CFuzzDriver.h"

#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t));

int ledgersh_fuzz_run(int argc, char **argv, ledgersh_fuzz_callback callback) {
  return LLVMFuzzerRunDriver(&argc, &argv, callback);
}

void ledgersh_fuzz_fail(const char *message) {
  fprintf(stderr, "property broken: %s\n", message);
  fflush(stderr);
  abort();
}

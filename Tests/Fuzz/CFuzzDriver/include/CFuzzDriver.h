// libFuzzer's driver, called from each fuzz target's main so that SwiftPM's own entry
// point (renamed to MODULE_main on Linux) and libFuzzer's `main` never clash.
#ifndef LEDGERSH_CFUZZDRIVER_H
#define LEDGERSH_CFUZZDRIVER_H
#include <stddef.h>
#include <stdint.h>

typedef int (*ledgersh_fuzz_callback)(const uint8_t *data, size_t size);

// Runs libFuzzer with the process arguments and `callback` as LLVMFuzzerTestOneInput.
int ledgersh_fuzz_run(int argc, char **argv, ledgersh_fuzz_callback callback);

// Reports a broken property with `message` and aborts, so libFuzzer saves the input.
void ledgersh_fuzz_fail(const char *message) __attribute__((noreturn));

#endif

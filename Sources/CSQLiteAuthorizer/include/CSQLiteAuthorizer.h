#ifndef LEDGERSH_CSQLITEAUTHORIZER_H
#define LEDGERSH_CSQLITEAUTHORIZER_H

/// How many authorizer callbacks of kind SQLITE_READ this process answered itself, without
/// calling the registered authorizer (see authorizer.c). For the test that checks the
/// filter is in place.
unsigned long ledgersh_authorizer_reads_answered(void);

#endif

#ifndef LEDGERSH_CPROCESSCONTROL_H
#define LEDGERSH_CPROCESSCONTROL_H

/// Makes the calling process a child subreaper (Linux prctl PR_SET_CHILD_SUBREAPER): the
/// orphaned descendants of its children become its children, not init's. Returns 0 on
/// success, -1 where the system has no such thing. (prctl is variadic: Swift cannot call it.)
int ledgersh_become_child_subreaper(void);

#endif

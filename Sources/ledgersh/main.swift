print("ledgersh")

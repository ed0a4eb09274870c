/* Placeholder until the PDN commands land (being written now); replaced, not edited. */
#include <stdio.h>

#include "cli.h"

int cli_pdn(int argc, char **argv)
{
    (void)argc, (void)argv;
    fprintf(stderr, "checkers: pdn: not available yet\n");
    return 2;
}

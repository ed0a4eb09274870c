/* SPDX-License-Identifier: MIT */
/*
 * Runs a fuzz target over saved inputs, as an ordinary test (any compiler):
 *   replay_TARGET FILE...
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) {
            fprintf(stderr, "replay: cannot open %s\n", argv[i]);
            return 1;
        }
        static uint8_t data[1 << 20];
        size_t n = fread(data, 1, sizeof data, f);
        fclose(f);
        LLVMFuzzerTestOneInput(data, n);
    }
    printf("replayed %d inputs\n", argc - 1);
    return 0;
}

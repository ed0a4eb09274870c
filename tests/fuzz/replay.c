/* SPDX-License-Identifier: MIT */
/*
 * Runs a fuzz target over saved inputs, as an ordinary test (any compiler):
 *   replay_TARGET FILE...
 * Each file is passed whole, however long, in a buffer of exactly its size
 * (so that AddressSanitizer sees a read past its end).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        long size = -1;
        if (!f || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0 ||
            fseek(f, 0, SEEK_SET) != 0) {
            fprintf(stderr, "replay: cannot read %s\n", argv[i]);
            return 1;
        }
        uint8_t *data = malloc(size ? (size_t)size : 1);
        if (!data || fread(data, 1, (size_t)size, f) != (size_t)size) {
            fprintf(stderr, "replay: cannot read %s\n", argv[i]);
            return 1;
        }
        fclose(f);
        LLVMFuzzerTestOneInput(data, (size_t)size);
        free(data);
    }
    printf("replayed %d inputs\n", argc - 1);
    return 0;
}

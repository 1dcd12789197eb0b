// N queens: bitmask backtracking. Bit c of a mask is column c (column 1 is bit 0).
// Build: g++ -O2 bitmask.cpp -o bitmask; run: ./bitmask 8
#include <cstdio>
#include <cstdlib>

int n = 8;
unsigned long long full;
int pos[64];
long count = 0;

void solve(int row, unsigned long long left, unsigned long long down,
           unsigned long long right) // @solve
{
    if (row == n) { // @if-full
        ++count;
        for (int r = 0; r < n; ++r)
            std::printf(r ? " %d" : "%d", pos[r] + 1);
        std::printf("\n");
        return;
    }
    unsigned long long free = ~(left | down | right) & full; // @free
    while (free) { // @loop
        const unsigned long long bit = free & -free; // @lowest
        free -= bit;
        pos[row] = __builtin_ctzll(bit); // @put
        solve(row + 1, (left | bit) >> 1, down | bit, ((right | bit) << 1) & full); // @recurse
        pos[row] = -1; // @take
    }
}

int main(int argc, char **argv)
{
    if (argc > 1)
        n = std::atoi(argv[1]);
    full = n >= 64 ? ~0ULL : (1ULL << n) - 1;
    solve(0, 0, 0, 0);
    std::printf("%ld solutions\n", count);
}

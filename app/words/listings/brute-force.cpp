// N queens: brute force. Every one of the n^n boards with a queen in each row, each checked.
// Build: g++ -O2 brute-force.cpp -o brute; run: ./brute 6
#include <cstdio>
#include <cstdlib>
#include <vector>

int n = 6;
std::vector<int> pos; // pos[i]: the column of the queen in row i
long count = 0;

bool safe()
{
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (pos[i] == pos[j] || std::abs(pos[i] - pos[j]) == j - i)
                return false;
    return true;
}

void record()
{
    ++count;
    for (int i = 0; i < n; ++i)
        std::printf(i ? " %d" : "%d", pos[i] + 1);
    std::printf("\n");
}

void solve(int row) // @solve
{
    if (row == n) { // @if-full
        if (safe()) // @check
            record(); // @record
        return;
    }
    for (int col = 0; col < n; ++col) { // @loop
        pos[row] = col; // @put
        solve(row + 1); // @recurse
        pos[row] = -1; // @take
    }
}

int main(int argc, char **argv)
{
    if (argc > 1)
        n = std::atoi(argv[1]);
    pos.assign(n, -1);
    solve(0);
    std::printf("%ld solutions\n", count);
}
